// S4: global search on a company of 10 000 people and 100 000 recognitions, from the last keystroke
// to the settled results, less the debounce the search waits on purpose.
import type { Browser, Page } from '@playwright/test';
import { TIME_BUDGETS_MS } from './budgets';
import { percentile } from './recognition-perf';
import { signedInContext } from './perf-system';
import { checked, ms, type Row } from './perf-table';

/** The shell's SEARCH_DEBOUNCE_MS: the wait between the last keystroke and the request. */
const SEARCH_DEBOUNCE_MS = 200;
// Each query once: an answer the search client already holds would measure its cache.
const QUERIES = [
  ...['an', 'ma', 'jo', 'li', 'sa', 'el', 'ro', 'da', 'ke', 'mi', 'al', 'be', 'ca', 'de', 'er', 'fr', 'ga', 'ha'],
  ...['is', 'ja', 'ka', 'lu', 'mo', 'na', 'ol', 'pa', 'ra', 'se', 'ta', 'vi', 'wi', 'ya', 'ze'],
  ...['thanks', 'launch', 'great', 'help', 'team', 'release', 'support', 'customer', 'design'],
];

/** Resolves with ms from the next keystroke until the results are no longer busy after having been. */
function armSample(page: Page) {
  return page.evaluate(() => {
    const state = window as unknown as { __searchSample: Promise<number> };
    state.__searchSample = new Promise<number>((resolve) => {
      let lastKey = 0;
      let wentBusy = false;
      const onKey = (event: KeyboardEvent) => {
        lastKey = event.timeStamp;
        wentBusy = false;
      };
      document.addEventListener('keydown', onKey, true);
      const observer = new MutationObserver(() => {
        const busy = document.querySelector('[role="dialog"] [aria-busy]')?.getAttribute('aria-busy');
        if (lastKey && busy === 'true') wentBusy = true;
        if (!wentBusy || busy !== 'false') return;
        observer.disconnect();
        document.removeEventListener('keydown', onKey, true);
        requestAnimationFrame(() => resolve(performance.now() - lastKey));
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  });
}

export async function searchKeystrokes(browser: Browser): Promise<Row[]> {
  const context = await signedInContext(browser);
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('[role="feed"] article').first().waitFor();
    await page.getByRole('button', { name: /search/i }).click();
    const searchbox = page.getByRole('dialog').getByRole('searchbox');
    const samples: number[] = [];
    for (const query of QUERIES) {
      await searchbox.fill('');
      await page.locator('[role="dialog"] [aria-busy="false"]').waitFor();
      await armSample(page);
      await searchbox.pressSequentially(query);
      const sample = await page.evaluate(
        () => (window as unknown as { __searchSample: Promise<number> }).__searchSample,
      );
      samples.push(sample - SEARCH_DEBOUNCE_MS);
    }
    return [
      [
        `Global search, last keystroke to results less debounce (p50, ${samples.length} queries)`,
        ms(percentile(samples, 0.5)),
        '',
      ],
      checked(
        'Global search, last keystroke to results less debounce (p95)',
        percentile(samples, 0.95),
        TIME_BUDGETS_MS.globalSearchP95AfterDebounce,
        ms,
      ),
    ];
  } finally {
    await context.close();
  }
}
