import type { BrowserContext } from '@playwright/test';

export interface LoadMeasure {
  jsBytes: number;
  requests: number;
  chromeVisibleMs: number;
  homeVisibleMs: number;
}

/** Records, in the page's own clock, when the shell's chrome and then a remote's heading appear. */
const MARK_SCRIPT = `(() => {
  const marks = (window.__laurelMarks = {});
  const check = () => {
    if (!marks.chrome && document.querySelector('nav[aria-label="Main"]')) marks.chrome = performance.now();
    if (!marks.home && document.querySelector('main h1')) marks.home = performance.now();
    if (marks.chrome && marks.home) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
})();`;

/** Loads `url` cold in a fresh page and counts compressed JS bytes and requests until the network is idle. */
export async function measureColdLoad(context: BrowserContext, url: string): Promise<LoadMeasure> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scriptRequests = new Set<string>();
  let jsBytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => (requests += 1));
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptRequests.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scriptRequests.has(event.requestId)) jsBytes += event.encodedDataLength;
  });
  await page.addInitScript(MARK_SCRIPT);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => {
    const marks = (window as { __laurelMarks?: { chrome?: number; home?: number } }).__laurelMarks;
    return Boolean(marks?.chrome && marks.home);
  });
  const marks = await page.evaluate(
    () => (window as unknown as { __laurelMarks: { chrome: number; home: number } }).__laurelMarks,
  );
  await page.close();
  return { jsBytes, requests, chromeVisibleMs: marks.chrome, homeVisibleMs: marks.home };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Budget for `/`: compressed JS fetched on a cold load. 200 KiB held the skeleton's placeholder home;
 * the real feed (virtual list, the token parser with its emoji table, reaction and avatar popovers)
 * measured 272 KiB, with the composer, the detail dialog and relative-time locale data kept off `/`.
 */
export const HOME_JS_BUDGET_BYTES = 280 * 1024;
