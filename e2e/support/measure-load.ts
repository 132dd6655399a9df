import type { BrowserContext } from '@playwright/test';

export interface ScriptFetch {
  url: string;
  /** Compressed bytes as fetched, response headers included (CDP `encodedDataLength`). */
  bytes: number;
}

export interface LoadMeasure {
  jsBytes: number;
  /** Every script response, largest first. */
  scripts: ScriptFetch[];
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

/**
 * Loads `url` cold in a fresh page and counts compressed JS bytes and requests until the network is
 * idle; `homeVisibleMs` is when the page's own heading (`main h1`) appeared, whichever remote drew it.
 */
export async function measureColdLoad(context: BrowserContext, url: string): Promise<LoadMeasure> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scriptUrls = new Map<string, string>();
  const scripts: ScriptFetch[] = [];
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => (requests += 1));
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptUrls.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const scriptUrl = scriptUrls.get(event.requestId);
    if (scriptUrl) scripts.push({ url: scriptUrl, bytes: event.encodedDataLength });
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
  scripts.sort((a, b) => b.bytes - a.bytes);
  const jsBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  return { jsBytes, scripts, requests, chromeVisibleMs: marks.chrome, homeVisibleMs: marks.home };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
