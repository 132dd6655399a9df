// Issue 13's perf rows: what the bell and the carousel cost the home page. The bell and its badge are
// the shell's; its popover loads from remote-announcements on the first click. The carousel loads after
// the feed's first paint into room kept for it from the first paint.
import type { Browser, Page } from '@playwright/test';
import { measureColdLoad, median } from '../support/measure-load';
import { remoteById } from '../support/system';
import { RUNS, signedInContext } from './perf-system';
import { kib, ms, type Row } from './perf-table';

/** Records the layout shifts of the page and when the feed's first card and the carousel appeared. */
function recordHome() {
  const record = { shift: 0, feedAt: 0, carouselAt: 0 };
  (window as unknown as { __home: typeof record }).__home = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) record.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    record.feedAt ||= document.querySelector('[role="feed"] article') ? performance.now() : 0;
    record.carouselAt ||= document.querySelector('[aria-roledescription="carousel"]') ? performance.now() : 0;
  }).observe(document, { childList: true, subtree: true });
}

async function homeSample(browser: Browser) {
  const measured = await signedInContext(browser);
  const load = await measureColdLoad(measured, '/', ['chrome', 'feed']);
  await measured.close();
  const announcements = remoteById('announcements').origin;
  const announcementsBytes = load.scripts
    .filter((script) => script.url.startsWith(announcements))
    .reduce((total, script) => total + script.bytes, 0);

  // A second cold context for the timings: the byte count's page is gone with its CDP session.
  const context = await signedInContext(browser);
  await context.addInitScript(recordHome);
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('[aria-roledescription="carousel"]').waitFor();
  await page.waitForTimeout(500);
  const home = await page.evaluate(
    () => (window as unknown as { __home: { shift: number; feedAt: number; carouselAt: number } }).__home,
  );
  await context.close();
  return { ...home, announcementsBytes };
}

/** From a click on the bell until the popover lists notifications, in the page's own clock. */
function clickBellUntilList(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const bell = document.getElementById('laurel-notification-bell')!;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"] li')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        bell.click();
      }),
  );
}

async function bellSample(browser: Browser) {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  await page.goto('/rewards', { waitUntil: 'networkidle' });
  const cold = await clickBellUntilList(page);
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
  const warm = await clickBellUntilList(page);
  await context.close();
  return { cold, warm };
}

export async function announcementsRows(browser: Browser): Promise<Row[]> {
  const homes = [];
  const bells = [];
  for (let run = 0; run < RUNS; run += 1) {
    homes.push(await homeSample(browser));
    bells.push(await bellSample(browser));
  }
  return [
    [
      'Carousel: compressed JS from remote-announcements on a cold / (entry and carousel)',
      kib(median(homes.map((home) => home.announcementsBytes))),
      '',
    ],
    [
      "Carousel: shown after the feed's first card (median)",
      ms(median(homes.map((home) => home.carouselAt - home.feedAt))),
      '',
    ],
    ['Carousel: layout shift of / while it arrives (worst run)', Math.max(...homes.map((h) => h.shift)).toFixed(4), ''],
    [
      'Bell: click to the popover listing notifications, popover not yet loaded (median)',
      ms(median(bells.map((bell) => bell.cold))),
      '',
    ],
    [
      'Bell: click to the popover listing notifications, opened before (median)',
      ms(median(bells.map((b) => b.warm))),
      '',
    ],
  ];
}
