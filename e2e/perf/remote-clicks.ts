// S2: from a loaded `/`, a click on a link into another remote until that page's heading is on screen,
// cold (the remote's code fetched on the click) and preloaded (the pointer rested on the link first).
import type { Browser, Page } from '@playwright/test';
import { median } from '../support/measure-load';
import { TIME_BUDGETS_MS } from './budgets';
import { RUNS, signedInContext } from './perf-system';
import { checked, ms, type Row } from './perf-table';

interface RemoteClick {
  persona: string;
  link: string;
  path: string;
}

const CLICKS: RemoteClick[] = [
  { persona: 'employee', link: 'Rewards', path: '/rewards' },
  { persona: 'employee', link: 'Incentives', path: '/incentives' },
  { persona: 'global_admin', link: 'Manage', path: '/admin/dashboard' },
];

/** Until no resource has started for a while: the preload the hover began has finished. */
async function networkQuiet(page: Page, quietMs = 300) {
  await page.waitForFunction(
    (quiet) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const last = Math.max(0, ...entries.map((entry) => entry.responseEnd || entry.startTime));
      return performance.now() - last > quiet;
    },
    quietMs,
    { polling: 50 },
  );
}

/** Clicks the link in the page's own clock and resolves with ms until the target's heading is shown. */
function clickUntilHeading(page: Page, click: RemoteClick): Promise<number> {
  return page.evaluate(
    ({ link, path }) =>
      new Promise<number>((resolve, reject) => {
        const anchor = [...document.querySelectorAll<HTMLAnchorElement>('header a, nav a')].find(
          (candidate) => candidate.textContent?.trim() === link,
        );
        if (!anchor) throw new Error(`No link "${link}"`);
        const start = performance.now();
        setTimeout(() => {
          const heading = document.querySelector('main h1')?.textContent;
          reject(new Error(`After 15 s on ${location.pathname}: heading ${JSON.stringify(heading)}`));
        }, 15_000);
        const homeHeading = document.querySelector('main h1');
        const arrived = () => {
          const heading = document.querySelector('main h1');
          return location.pathname === path && heading && heading !== homeHeading;
        };
        const observer = new MutationObserver(() => {
          if (!arrived()) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        anchor.click();
      }),
    click,
  );
}

async function clickMs(browser: Browser, click: RemoteClick, preloaded: boolean): Promise<number> {
  const context = await signedInContext(browser, click.persona, { viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('[role="feed"] article').first().waitFor();
    if (preloaded) {
      await page.getByRole('link', { name: click.link, exact: true }).hover();
      await networkQuiet(page);
    }
    return await clickUntilHeading(page, click);
  } finally {
    await context.close();
  }
}

export async function remoteClicks(browser: Browser): Promise<Row[]> {
  const rows: Row[] = [];
  for (const click of CLICKS) {
    const cold: number[] = [];
    const preloaded: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      cold.push(await clickMs(browser, click, false));
      preloaded.push(await clickMs(browser, click, true));
    }
    const label = `/ → ${click.path} (${click.persona})`;
    rows.push([`${label}, click to heading, not preloaded`, ms(median(cold)), '']);
    rows.push(
      checked(
        `${label}, click to heading, preloaded on hover`,
        median(preloaded),
        TIME_BUDGETS_MS.clickToRemoteContentPreloaded,
        ms,
      ),
    );
  }
  return rows;
}
