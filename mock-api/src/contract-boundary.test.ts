import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What runs only in a browser; the mock API imports shared's React-free contract instead. */
const BROWSER_PACKAGES = [
  'react',
  'react-dom',
  'swr',
  'zustand',
  'i18next',
  'react-i18next',
  'react-router',
  'react-router-dom',
  '@radix-ui',
];

const MOCK_API_ROOT = path.resolve(__dirname, '..');

/** Every file Node loads for `entry`, in a fresh process as `npm start` runs it (tsx, CommonJS). */
function filesLoadedBy(entry: string): string[] {
  const script = `require(${JSON.stringify(entry)}); process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: MOCK_API_ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

const packageOf = (file: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
const isBrowserPackage = (name: string) =>
  BROWSER_PACKAGES.some((browser) => name === browser || name.startsWith(`${browser}/`));

describe('the mock API module graph', () => {
  const files = filesLoadedBy('./src/app.ts');

  it('loads no React, router, state or i18n library', () => {
    const packages = new Set(files.map(packageOf).filter((name): name is string => name !== undefined));
    expect([...packages].filter(isBrowserPackage)).toEqual([]);
  });

  it('loads no component of shared, only its contract', () => {
    const shared = files.filter((file) => file.includes(`${path.sep}shared${path.sep}src${path.sep}`));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});
