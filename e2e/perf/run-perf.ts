// `npm run perf`: cold loads of / in Chromium against the production build, then the recognition
// benchmarks on a company of 10 000 people and 100 000 recognitions; prints medians and percentiles.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT, SHELL_ORIGIN, systemServers, type SeedSize } from '../support/system';
import { skipSeasonalIntro } from '../support/fixtures';
import { postSignInForm } from '../support/sign-in';
import { HOME_JS_BUDGET_BYTES, measureColdLoad, median, type LoadMeasure } from '../support/measure-load';
import { startServer } from '../support/server-process';
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

async function withSystem<T>(seed: SeedSize | undefined, run: (browser: Browser) => Promise<T>): Promise<T> {
  const servers = await Promise.all(systemServers({ seed }).map(startServer));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await run(browser);
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function homeLoad(browser: Browser): Promise<Row[]> {
  const context = await browser.newContext({ baseURL: SHELL_ORIGIN });
  await postSignInForm(context.request, 'employee');
  await skipSeasonalIntro(context);
  await measureColdLoad(context, '/'); // warms the servers, not the browser: every measured load is cold
  const runs: LoadMeasure[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measureColdLoad(context, '/'));
  const jsBytes = median(runs.map((run) => run.jsBytes));
  if (jsBytes > HOME_JS_BUDGET_BYTES) process.exitCode = 1;
  return [
    ['JS fetched (compressed)', kib(jsBytes), `≤ ${kib(HOME_JS_BUDGET_BYTES)}`],
    ['Requests', String(median(runs.map((run) => run.requests))), ''],
    ["Shell's chrome visible", ms(median(runs.map((run) => run.chromeVisibleMs))), ''],
    ['Home remote visible', ms(median(runs.map((run) => run.homeVisibleMs))), ''],
  ];
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
  fs.mkdirSync(outDir, { recursive: true });
  const home = await withSystem(undefined, homeLoad);
  printTable(`Cold load of / — median of ${RUNS} runs (Chromium, gzip, production build)`, home);
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

void main();
