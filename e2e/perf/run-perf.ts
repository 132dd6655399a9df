// `npm run perf`: cold loads of / in Chromium against the production build; prints medians.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SHELL_ORIGIN, systemServers } from '../support/system';
import { skipSeasonalIntro } from '../support/fixtures';
import { HOME_JS_BUDGET_BYTES, measureColdLoad, median, type LoadMeasure } from '../support/measure-load';
import { startServer } from '../support/server-process';

const RUNS = Number(process.env.PERF_RUNS ?? 7);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const servers = await Promise.all(systemServers().map(startServer));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: SHELL_ORIGIN });
    await context.request.post('/users/sign_in', { form: { persona: 'employee', redirect_to: '/' } });
    await skipSeasonalIntro(context);
    await measureColdLoad(context, '/'); // warms the servers, not the browser: every measured load is cold
    const runs: LoadMeasure[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureColdLoad(context, '/'));

    const jsBytes = median(runs.map((run) => run.jsBytes));
    const rows = [
      ['JS fetched (compressed)', kib(jsBytes), `≤ ${kib(HOME_JS_BUDGET_BYTES)}`],
      ['Requests', String(median(runs.map((run) => run.requests))), ''],
      ["Shell's chrome visible", ms(median(runs.map((run) => run.chromeVisibleMs))), ''],
      ['Home remote visible', ms(median(runs.map((run) => run.homeVisibleMs))), ''],
    ];
    console.log(`\nCold load of / — median of ${RUNS} runs (Chromium, gzip, production build)\n`);
    console.log(`| measure | median | budget |\n|---|---|---|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    const outDir = path.join(__dirname, 'results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'home.json'), JSON.stringify({ runs, rows }, null, 2));
    if (jsBytes > HOME_JS_BUDGET_BYTES) {
      console.error(`\nOver budget: ${kib(jsBytes)} of JS on / (budget ${kib(HOME_JS_BUDGET_BYTES)})`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

void main();
