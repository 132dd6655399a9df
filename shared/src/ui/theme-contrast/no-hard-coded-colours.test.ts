import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPO = join(__dirname, '..', '..', '..', '..');
const ROOTS = ['shell/src', 'shared/src', ...readdirSync(REPO).filter((name) => name.startsWith('remote-'))].map(
  (root) => (root.includes('/') ? root : `${root}/src`),
);
// tokens.css holds the values; seasonal themes paint their own scenes (lane S of issue 20 owns them).
const EXEMPT = [/\/ui\/tokens\.css$/, /\/seasonal\//];
const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|:\s*[^;{]*\b(?:white|black)\b(?!-)/i;

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });

/** Print is always black on white paper: `@media print` blocks may name colours. */
function withoutPrintBlocks(css: string): string {
  let out = css;
  for (let start = out.indexOf('@media print'); start >= 0; start = out.indexOf('@media print')) {
    let depth = 0;
    let end = out.indexOf('{', start);
    for (; end < out.length; end += 1) {
      if (out[end] === '{') depth += 1;
      else if (out[end] === '}' && --depth === 0) break;
    }
    out = out.slice(0, start) + out.slice(end + 1);
  }
  return out;
}

it('colours in CSS come from the theme tokens, so dark mode has no light panel or unreadable text', () => {
  const found = ROOTS.flatMap((root) => cssFiles(join(REPO, root)))
    .filter((path) => !EXEMPT.some((pattern) => pattern.test(path)))
    .flatMap((path) =>
      withoutPrintBlocks(readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
        .split('\n')
        .filter((line) => COLOUR.test(line) && !/white-space/.test(line))
        .map((line) => `${relative(REPO, path)}: ${line.trim()}`),
    );
  expect(found).toEqual([]);
});
