// S6: Lighthouse's own performance score and CLS for a signed-in `/`, with its mobile defaults
// (simulated slow 4G, 4× CPU slowdown), on the machine's Chromium; the median of three runs.
import { request } from '@playwright/test';
import { CHROMIUM_PATH, SHELL_ORIGIN } from '../support/system';
import { postSignInForm } from '../support/sign-in';
import { median } from '../support/measure-load';
import { LIGHTHOUSE_BUDGETS } from './budgets';
import { checked, ms, type Row } from './perf-table';

const LIGHTHOUSE_RUNS = 3;

async function sessionCookieHeader(): Promise<string> {
  const api = await request.newContext({ baseURL: SHELL_ORIGIN });
  try {
    await postSignInForm(api, 'employee');
    const { cookies } = await api.storageState();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await api.dispose();
  }
}

interface LighthouseFigures {
  score: number;
  cls: number;
  lcp: number;
  tbt: number;
}

async function lighthouseRun(cookie: string): Promise<LighthouseFigures> {
  // Both are ES modules only; this file runs as CommonJS.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const result = await lighthouse(`${SHELL_ORIGIN}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseHome(): Promise<Row[]> {
  const cookie = await sessionCookieHeader();
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseRun(cookie));
  const figure = (of: (run: LighthouseFigures) => number) => median(runs.map(of));
  const score = figure((run) => run.score);
  if (score < LIGHTHOUSE_BUDGETS.performanceMin) process.exitCode = 1;
  return [
    [
      `Lighthouse performance score (median of ${LIGHTHOUSE_RUNS})`,
      `${score}${score < LIGHTHOUSE_BUDGETS.performanceMin ? ' **under**' : ''}`,
      `≥ ${LIGHTHOUSE_BUDGETS.performanceMin}`,
    ],
    checked(
      'Lighthouse CLS',
      figure((run) => run.cls),
      LIGHTHOUSE_BUDGETS.clsMax,
      (value) => value.toFixed(3),
    ),
    ['Lighthouse LCP', ms(figure((run) => run.lcp)), ''],
    ['Lighthouse TBT', ms(figure((run) => run.tbt)), ''],
  ];
}
