// Issue 12's perf row: /rewards on a catalogue of 5 000 items, as an employee. The page's JS on a cold
// load, the search box's last keystroke to results less its debounce, a category choice to the grid.
import type { Browser, Page } from '@playwright/test';
import { measureColdLoad, median } from '../support/measure-load';
import { KIB, REWARDS_BUDGETS_MS, routeBudget } from './budgets';
import { percentile } from './recognition-perf';
import { RUNS, signedInContext } from './perf-system';
import { checked, kib, limitText, ms, overBudget, type Row } from './perf-table';

export const CATALOGUE_ITEMS = 5_000;
/** remote-rewards' CATALOGUE_SEARCH_DEBOUNCE_MS: the wait between the last keystroke and the request. */
const CATALOGUE_SEARCH_DEBOUNCE_MS = 300;
const SEARCHING_TEXT = 'Searching…';
const SAMPLE_TIMEOUT_MS = 10_000;
// Each query once: an answer the page already holds would measure its cache.
const QUERIES = [
  ...['am', 'gi', 'ca', 'bo', 'ki', 'co', 'ba', 'no', 'pa', 'ho', 'le', 'sp', 'te', 'pr', 'tr', 'cl', 'eg', 'ed'],
  ...['amazon', 'gift', 'card', 'holiday', 'classic', 'team', 'spring', 'premium', 'travel', 'hoodie', 'donate'],
];

/** Resolves with ms from the next keystroke until the search status has left "Searching…". */
function armSearchSample(page: Page) {
  return page.evaluate((searching) => {
    const state = window as unknown as { __catalogueSample: Promise<number> };
    state.__catalogueSample = new Promise<number>((resolve) => {
      let lastKey = 0;
      let wentSearching = false;
      // The status reads "Searching…" from the first key until the debounce has passed after the last.
      const onKey = (event: KeyboardEvent) => (lastKey = event.timeStamp);
      document.addEventListener('keydown', onKey, true);
      const observer = new MutationObserver(() => {
        const status = document.querySelector('[role="search"] [role="status"]')?.textContent ?? '';
        if (lastKey && status === searching) wentSearching = true;
        if (!wentSearching || status === searching || status === '') return;
        observer.disconnect();
        document.removeEventListener('keydown', onKey, true);
        requestAnimationFrame(() => resolve(performance.now() - lastKey));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, SEARCHING_TEXT);
}

/**
 * Resolves with ms from the next choice of a filter until the grid shows other rewards: reads keep the
 * previous page on screen while the next loads, so the grid changes once, when it has arrived.
 */
function armFilterSample(page: Page) {
  return page.evaluate(() => {
    const state = window as unknown as { __catalogueSample: Promise<number> };
    const gridNow = () =>
      [...document.querySelectorAll('ul[aria-label="All rewards"] a')].map((link) => link.getAttribute('href')).join();
    const before = gridNow();
    state.__catalogueSample = new Promise<number>((resolve) => {
      let changedAt = 0;
      const onChange = (event: Event) => (changedAt = event.timeStamp);
      document.addEventListener('change', onChange, true);
      const observer = new MutationObserver(() => {
        if (!changedAt || gridNow() === before) return;
        observer.disconnect();
        document.removeEventListener('change', onChange, true);
        requestAnimationFrame(() => resolve(performance.now() - changedAt));
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  });
}

/** The armed sample, or an error that says what the page showed when it did not come. */
const sample = (page: Page) =>
  page.evaluate(
    (timeoutMs) =>
      Promise.race([
        (window as unknown as { __catalogueSample: Promise<number> }).__catalogueSample,
        new Promise<number>((_, reject) =>
          setTimeout(() => {
            const status = [...document.querySelectorAll('[role="status"]')].map((element) => element.textContent);
            reject(new Error(`No sample in ${timeoutMs} ms at ${location.search}; status: ${JSON.stringify(status)}`));
          }, timeoutMs),
        ),
      ]),
    SAMPLE_TIMEOUT_MS,
  );

async function searchSamples(page: Page): Promise<number[]> {
  await page.goto('/rewards');
  const searchbox = page.getByRole('searchbox', { name: 'Search rewards' });
  const samples: number[] = [];
  for (const query of QUERIES) {
    await searchbox.fill('');
    await armSearchSample(page);
    await searchbox.pressSequentially(query);
    samples.push((await sample(page)) - CATALOGUE_SEARCH_DEBOUNCE_MS);
  }
  return samples;
}

/** Every category once per fresh page, so no answer comes from the page's own cache. */
async function filterSamples(page: Page): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('/rewards?category=all');
    await page.getByRole('list', { name: 'All rewards' }).getByRole('listitem').first().waitFor();
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.locator('option').nth(1).waitFor({ state: 'attached' }); // the categories load after the grid
    const keys = (
      await category
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    ).filter((key) => key !== '');
    for (const key of keys) {
      await armFilterSample(page);
      await category.selectOption(key);
      samples.push(await sample(page));
    }
  }
  if (samples.length === 0) throw new Error('/rewards?category=all offered no category to choose');
  return samples;
}

export async function catalogueAtScale(browser: Browser): Promise<Row[]> {
  const context = await signedInContext(browser);
  try {
    const { jsKiB } = routeBudget('/rewards');
    await measureColdLoad(context, '/rewards'); // warms the servers, not the browser: every measured load is cold
    const loads = [];
    for (let run = 0; run < RUNS; run += 1) loads.push(await measureColdLoad(context, '/rewards'));
    const jsBytes = median(loads.map((load) => load.jsBytes));
    if (overBudget(jsBytes / KIB, jsKiB)) process.exitCode = 1;
    const page = await context.newPage();
    const search = await searchSamples(page);
    const filter = await filterSamples(page);
    const kibLimit = (value: number) => `${value.toFixed(1)} KiB`;
    return [
      [`/rewards JS fetched, cold (compressed, median of ${RUNS})`, kib(jsBytes), limitText(jsKiB, kibLimit)],
      [
        `Catalogue search, last keystroke to results less debounce (p50, ${search.length} queries)`,
        ms(percentile(search, 0.5)),
        '',
      ],
      checked(
        'Catalogue search, last keystroke to results less debounce (p95)',
        percentile(search, 0.95),
        REWARDS_BUDGETS_MS.catalogueSearchP95AfterDebounceMs,
        ms,
      ),
      [`Category chosen to grid updated (p50, ${filter.length} choices)`, ms(percentile(filter, 0.5)), ''],
      checked(
        'Category chosen to grid updated (p95)',
        percentile(filter, 0.95),
        REWARDS_BUDGETS_MS.categoryFilterP95Ms,
        ms,
      ),
    ];
  } finally {
    await context.close();
  }
}
