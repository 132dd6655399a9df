// S1 side by side: the federated app as deployed, the same source built as one monolith, and the
// floor (React and the feed's first page alone), served from the same API and measured in turns.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { measureColdLoad, median, type LoadMark, type LoadMeasure } from '../support/measure-load';
import { API_ORIGIN, REPO_ROOT, SERVE_APP, SHELL_ORIGIN, SHELL_PORT } from '../support/system';
import type { ServerSpec } from '../support/server-process';
import { RATIO_BUDGETS } from './budgets';
import { RUNS, signedInContext } from './perf-system';
import { checked, kib, ms, ratio, type Row } from './perf-table';

const BUILDS_CONFIG = path.join(__dirname, 'builds/webpack.config.cjs');
const BUILDS_DIR = path.join(__dirname, 'results/builds');

interface Build {
  name: 'federated' | 'monolith' | 'floor';
  origin: string;
  marks: LoadMark[];
}

const MONOLITH_PORT = SHELL_PORT + 10;
const FLOOR_PORT = SHELL_PORT + 11;

const BUILDS: Build[] = [
  { name: 'federated', origin: SHELL_ORIGIN, marks: ['chrome', 'feed'] },
  { name: 'monolith', origin: `http://localhost:${MONOLITH_PORT}`, marks: ['chrome', 'feed'] },
  { name: 'floor', origin: `http://localhost:${FLOOR_PORT}`, marks: ['feed'] },
];

/** Builds the monolith and the floor from the current source (the federated build is `npm run build`'s). */
export function buildComparisons() {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  execFileSync(process.execPath, [webpackCli, '--config', BUILDS_CONFIG, '--mode', 'production'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The monolith and the floor, each served as the shell is: same server, same compression, same API. */
export const comparisonServers = (): ServerSpec[] =>
  [
    { build: 'monolith', port: MONOLITH_PORT },
    { build: 'floor', port: FLOOR_PORT },
  ].map(({ build, port }) => ({
    command: `${process.execPath} ${SERVE_APP} shell --port ${port} --api ${API_ORIGIN} --dist ${path.join(BUILDS_DIR, build)}`,
    cwd: REPO_ROOT,
    url: `http://localhost:${port}/index.html`,
  }));

type Loads = Record<Build['name'], LoadMeasure[]>;

async function coldLoadsInTurns(context: BrowserContext): Promise<Loads> {
  const loads: Loads = { federated: [], monolith: [], floor: [] };
  for (const build of BUILDS) await measureColdLoad(context, `${build.origin}/`, build.marks); // server warm-up
  // One load of each in turn, so a slower moment of the machine falls on all three alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const build of BUILDS) loads[build.name].push(await measureColdLoad(context, `${build.origin}/`, build.marks));
  }
  return loads;
}

export async function federationTax(browser: Browser): Promise<Row[]> {
  const context = await signedInContext(browser);
  try {
    const loads = await coldLoadsInTurns(context);
    const figure = (build: Build['name'], of: (load: LoadMeasure) => number) => median(loads[build].map(of));
    const bytes = (build: Build['name']) => figure(build, (load) => load.jsBytes);
    const feed = (build: Build['name']) => figure(build, (load) => load.marks.feed!);
    const rows: Row[] = BUILDS.flatMap(({ name, marks }): Row[] => [
      [`${name}: JS fetched (compressed)`, kib(bytes(name)), ''],
      [`${name}: CSS fetched (compressed)`, kib(figure(name, (load) => load.cssBytes)), ''],
      [`${name}: requests`, String(figure(name, (load) => load.requests)), ''],
      ...(marks.includes('chrome')
        ? [[`${name}: chrome visible`, ms(figure(name, (load) => load.marks.chrome!)), ''] as Row]
        : []),
      [`${name}: feed visible`, ms(feed(name)), ''],
    ]);
    return [
      ...rows,
      checked(
        'federated ÷ monolith, / bytes',
        bytes('federated') / bytes('monolith'),
        RATIO_BUDGETS.federatedOverMonolithBytes,
        ratio,
      ),
      checked(
        'federated ÷ monolith, / feed visible',
        feed('federated') / feed('monolith'),
        RATIO_BUDGETS.federatedOverMonolithFeedVisible,
        ratio,
      ),
      ['federated ÷ floor, / bytes', ratio(bytes('federated') / bytes('floor')), ''],
      ['federated ÷ floor, / feed visible', ratio(feed('federated') / feed('floor')), ''],
    ];
  } finally {
    await context.close();
  }
}
