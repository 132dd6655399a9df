import type { BrowserContext } from '@playwright/test';

export interface ScriptFetch {
  url: string;
  /** Compressed bytes as fetched, response headers included (CDP `encodedDataLength`). */
  bytes: number;
}

export interface LoadMeasure {
  jsBytes: number;
  /** Compressed bytes of the stylesheets, headers included: CSS no longer rides inside the JS. */
  cssBytes: number;
  /** Every script response, largest first. */
  scripts: ScriptFetch[];
  requests: number;
  /** Milliseconds from navigation start until each wanted mark appeared. */
  marks: Partial<Record<LoadMark, number>>;
}

export type LoadMark = 'chrome' | 'home' | 'feed';

/** What each mark waits for: the shell's navigation, the page's own heading, the feed's first card. */
const MARK_SELECTORS: Record<LoadMark, string> = {
  chrome: 'nav[aria-label="Main"]',
  home: 'main h1',
  feed: '[role="feed"] article',
};

/** Records, in the page's own clock, when each wanted mark's element first appears. */
function recordMarks(selectors: Record<string, string>) {
  const marks: Record<string, number> = ((window as unknown as { __laurelMarks: object }).__laurelMarks = {});
  const check = () => {
    for (const [mark, selector] of Object.entries(selectors)) {
      if (!marks[mark] && document.querySelector(selector)) marks[mark] = performance.now();
    }
    if (Object.keys(marks).length === Object.keys(selectors).length) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

/**
 * Loads `url` cold in a fresh page and counts compressed JS bytes and requests until the network is
 * idle, and when each mark appeared (`home`: the page's own heading, whichever remote drew it).
 */
export async function measureColdLoad(
  context: BrowserContext,
  url: string,
  wanted: readonly LoadMark[] = ['chrome', 'home'],
): Promise<LoadMeasure> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scriptUrls = new Map<string, string>();
  const stylesheets = new Set<string>();
  const scripts: ScriptFetch[] = [];
  let cssBytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => (requests += 1));
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptUrls.set(event.requestId, event.response.url);
    if (event.type === 'Stylesheet') stylesheets.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (stylesheets.has(event.requestId)) cssBytes += event.encodedDataLength;
    const scriptUrl = scriptUrls.get(event.requestId);
    if (scriptUrl) scripts.push({ url: scriptUrl, bytes: event.encodedDataLength });
  });
  await page.addInitScript(recordMarks, Object.fromEntries(wanted.map((mark) => [mark, MARK_SELECTORS[mark]])));
  await page.goto(url, { waitUntil: 'networkidle' });
  const seen = () =>
    page.evaluate(() => (window as unknown as { __laurelMarks: Partial<Record<LoadMark, number>> }).__laurelMarks);
  await page
    .waitForFunction(
      (count) => Object.keys((window as { __laurelMarks?: object }).__laurelMarks ?? {}).length === count,
      wanted.length,
    )
    .catch(async (error: Error) => {
      throw new Error(`${url}: waited for ${wanted.join(', ')}, saw ${JSON.stringify(await seen())}`, { cause: error });
    });
  const marks = await seen();
  await page.close();
  scripts.sort((a, b) => b.bytes - a.bytes);
  const jsBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  return { jsBytes, cssBytes, scripts, requests, marks };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
