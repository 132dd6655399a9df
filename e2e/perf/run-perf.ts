// `npm run perf`: cold loads of / in Chromium against the production build, then the recognition
// benchmarks on a company of 10 000 people and 100 000 recognitions; prints medians and percentiles.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT, SHELL_ORIGIN, systemServers, type SeedSize } from '../support/system';
import { skipSeasonalIntro } from '../support/fixtures';
import { postSignInForm } from '../support/sign-in';
import { measureColdLoad, median, type LoadMeasure } from '../support/measure-load';
import { startServers, stopServersOnExit } from '../support/server-process';
import { KIB, ROUTE_BUDGETS, type Limit, type RouteBudget } from './budgets';
import {
  composerKeystrokeMs,
  FEED_DOM_BUDGET_NODES,
  feedDomNodesAfterScrolling,
  feedFirstPageMs,
  KEYSTROKE_P95_BUDGET_MS,
  percentile,
} from './recognition-perf';

const RUNS = Number(process.env.PERF_RUNS ?? 7);
const BIG_COMPANY: SeedSize = { users: 10_000, bonuses: 100_000 };

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const outDir = path.join(__dirname, 'results');

type Row = [measure: string, figure: string, budget: string];

function printTable(title: string, rows: Row[]) {
  console.log(`\n${title}\n`);
  console.log(`| measure | figure | budget |\n|---|---|---|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** Starts the system and a browser, and stops both whatever happens: a server that fails to start, a missing Chromium, a failed run. */
async function withSystem<T>(seed: SeedSize | undefined, run: (browser: Browser) => Promise<T>): Promise<T> {
  const servers = await startServers(systemServers({ seed }));
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    return await run(browser);
  } finally {
    await browser?.close().catch(() => undefined);
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** `≤ budget` for the target, then the ceiling CI holds today when it is above the target. */
const limitText = (limit: Limit, format: (value: number) => string) =>
  limit.budget === undefined
    ? `≤ ${format(limit.ceiling)} (CI ceiling)`
    : `≤ ${format(limit.budget)}${limit.ceiling > limit.budget ? ` (CI ceiling ${format(limit.ceiling)})` : ''}`;

const overBudget = (value: number, limit: Limit) => value > (limit.budget ?? limit.ceiling);

async function routeLoad(browser: Browser, route: RouteBudget): Promise<{ rows: Row[]; scripts: string[] }> {
  const context = await browser.newContext({ baseURL: SHELL_ORIGIN });
  try {
    await postSignInForm(context.request, route.persona);
    await skipSeasonalIntro(context);
    await measureColdLoad(context, route.path); // warms the servers, not the browser: every measured load is cold
    const runs: LoadMeasure[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureColdLoad(context, route.path));
    const jsBytes = median(runs.map((run) => run.jsBytes));
    const requests = median(runs.map((run) => run.requests));
    const scriptCount = median(runs.map((run) => run.scripts.length));
    if (overBudget(jsBytes / KIB, route.jsKiB) || requests > route.requests.ceiling) process.exitCode = 1;
    const home = route.path === '/';
    const label = (measure: string) => (home ? measure : `${route.path} (${route.persona}): ${measure}`);
    const kibLimit = (value: number) => `${value.toFixed(1)} KiB`;
    return {
      rows: [
        [label('JS fetched (compressed)'), kib(jsBytes), limitText(route.jsKiB, kibLimit)],
        [label('Script files'), String(scriptCount), limitText(route.scripts, String)],
        [label('Requests'), String(requests), limitText(route.requests, String)],
        [label("Shell's chrome visible"), ms(median(runs.map((run) => run.chromeVisibleMs))), ''],
        [
          label(home ? 'Home remote visible' : 'Page heading visible'),
          ms(median(runs.map((run) => run.homeVisibleMs))),
          '',
        ],
      ],
      scripts: runs[0]!.scripts.map((script) => `${kib(script.bytes)}\t${script.url}`),
    };
  } finally {
    await context.close();
  }
}

async function routeLoads(browser: Browser) {
  const results = [];
  for (const route of ROUTE_BUDGETS) results.push({ path: route.path, ...(await routeLoad(browser, route)) });
  return results;
}

async function recognition(browser: Browser): Promise<Row[]> {
  await feedFirstPageMs(browser); // the first reader pays for the server's warm-up; measured loads are cold in the browser
  const firstPage: number[] = [];
  for (let run = 0; run < RUNS; run += 1) firstPage.push(await feedFirstPageMs(browser));
  const keystrokes = await composerKeystrokeMs(browser);
  const dom = await feedDomNodesAfterScrolling(browser);
  const p95 = percentile(keystrokes, 0.95);
  if (p95 > KEYSTROKE_P95_BUDGET_MS || dom.nodes > FEED_DOM_BUDGET_NODES) process.exitCode = 1;
  return [
    ['Feed first page visible, cold load (median)', ms(median(firstPage)), ''],
    [
      `Composer keystroke to paint, recipient popup open (p50, ${keystrokes.length} keys)`,
      ms(percentile(keystrokes, 0.5)),
      '',
    ],
    ['Composer keystroke to paint, recipient popup open (p95)', ms(p95), `≤ ${KEYSTROKE_P95_BUDGET_MS} ms`],
    [`Feed DOM elements after scrolling ${dom.items} recognitions`, String(dom.nodes), `≤ ${FEED_DOM_BUDGET_NODES}`],
  ];
}

async function main() {
  stopServersOnExit();
  fs.mkdirSync(outDir, { recursive: true });
  const loads = await withSystem(undefined, routeLoads);
  const home = loads.flatMap((load) => load.rows);
  printTable(
    `Cold loads — median of ${RUNS} runs (Chromium, gzip, production build; budgets in perf/budgets.json)`,
    home,
  );
  console.log(`\nScripts of a cold / (compressed, headers included):\n${loads[0]!.scripts.join('\n')}`);
  const feed = await withSystem(BIG_COMPANY, recognition);
  printTable('Recognition on a company of 10 000 people and 100 000 recognitions', feed);
  fs.writeFileSync(path.join(outDir, 'perf.json'), JSON.stringify({ home, feed }, null, 2));

  console.log('\nPOST /bonuses and the feed API under 20 concurrent clients (mock-api benchmark)');
  execFileSync(process.execPath, ['--import', 'tsx', 'perf/bonus-api-bench.ts'], {
    cwd: path.join(REPO_ROOT, 'mock-api'),
    stdio: 'inherit',
  });
  if (process.exitCode) console.error('\nA budget above was exceeded.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
