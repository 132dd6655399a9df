import type { Locator, Page, Route } from '@playwright/test';
import { READ_TIMEOUT_MS, SLOW_READ_MS } from '@laurel/shared/request-timeout';
import { expect, signIn, test } from '../support/fixtures';
import { apiSession } from '../support/api-session';
import { messageBox, openGiveModal } from '../support/give-recognition';
import { writeSecurityResults, type SecurityResultRow } from '../support/security-results';

/** The reads the UI makes, each with the panel that shows it and what the panel shows when it has loaded. */
interface ReadFamily {
  name: string;
  url: string | RegExp;
  /** Opens the page (or popup) that makes the read. */
  open: (page: Page) => Promise<void>;
  panel: (page: Page) => Locator;
  loaded: (page: Page) => Locator;
  /** What the panel says on a failure; the timed-out text too where the panel has its own. */
  failed: RegExp;
  timedOut: RegExp;
  /** Shows "taking too long" with a retry before it times out. */
  slowHint: boolean;
  /**
   * Where the rest of the page is checked: beside the failed panel (`page`), once the failed panel's
   * dialog is closed (`modal`), or not at all while the composer holds a draft (`draft`).
   */
  around: 'page' | 'modal' | 'draft';
}

const feed = (page: Page) => page.getByRole('feed', { name: 'Recognition feed' });
let bonusId = 0;

const FAMILIES: ReadFamily[] = [
  {
    name: 'feed',
    url: /\/api\/v2\/bonus_feeds\?/,
    open: async (page) => {
      await page.goto('/');
    },
    // Its own region: the clock's jump times out any other read still under way in the page, with its own retry.
    panel: (page) => page.getByRole('region', { name: 'Recognition feed' }),
    loaded: (page) => feed(page).getByRole('article').first(),
    failed: /Something went wrong on our side/,
    timedOut: /Loading took too long/,
    slowHint: true,
    around: 'page',
  },
  {
    name: 'recognition detail',
    url: /\/api\/v2\/bonuses\/\d+(\?.*)?$/,
    open: async (page) => {
      await page.goto(`/bonuses/${bonusId}`);
    },
    panel: (page) => page.getByRole('dialog'),
    loaded: (page) => page.getByRole('dialog').getByRole('article'),
    failed: /Something went wrong on our side/,
    timedOut: /Loading took too long/,
    slowHint: true,
    around: 'modal',
  },
  {
    name: 'recipients in the composer',
    url: /\/api\/v2\/users\/autocomplete\?/,
    open: async (page) => {
      await page.goto('/');
      const modal = await openGiveModal(page);
      await messageBox(modal).click();
      await page.keyboard.type('Thanks @mat');
    },
    panel: (page) => page.getByRole('dialog', { name: 'Give recognition' }),
    loaded: (page) => page.getByRole('listbox').getByRole('option', { name: /Mateo Manager/ }),
    failed: /Suggestions are unavailable right now/,
    timedOut: /Suggestions are unavailable right now/,
    slowHint: true,
    around: 'draft',
  },
  {
    name: 'search',
    url: /\/1\/indexes\/\*\/queries/,
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: /search/i }).click();
      await page.getByRole('dialog').getByRole('searchbox').fill('Mateo');
    },
    panel: (page) => page.getByRole('dialog'),
    loaded: (page) => page.getByRole('dialog').getByRole('link', { name: /^Mateo Manager Engineering/ }),
    failed: /Search is unavailable right now/,
    timedOut: /Search is unavailable right now/,
    slowHint: false,
    around: 'modal',
  },
];

const rows: SecurityResultRow[] = [];
const survived: Record<string, string[]> = { '500': [], hang: [] };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const session = await apiSession('employee');
  const { result } = await session.get<{ result: { id: number }[] }>('/api/v2/bonus_feeds?page=1&per_page=1');
  await session.dispose();
  bonusId = result[0]!.id;
});

test.afterAll(() => {
  rows.push(
    ...(['500', 'hang'] as const).map((fault) => {
      const failed = FAMILIES.map((family) => family.name).filter((name) => !survived[fault]!.includes(name));
      return {
        check: `API faults in the browser: ${fault === '500' ? 'a 500' : 'a hang'} per read`,
        cases: FAMILIES.length,
        failures: failed.length,
        detail: `survived in its panel, chrome usable, retry loads it: ${survived[fault]!.join(', ') || 'none'}${
          failed.length ? `; failed: ${failed.join(', ')}` : ''
        }`,
      };
    }),
  );
  writeSecurityResults('security-faults', rows);
});

/** The chrome around a failed panel still works: the user menu opens and closes, search opens, navigation shows. */
async function expectChromeWorks(page: Page) {
  const account = page.getByRole('button', { name: /Account menu/ });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /Sign out/i })).toBeVisible();
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: /search/i }).click();
  await expect(page.getByRole('dialog').getByRole('searchbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' })).toBeVisible();
}

/** Retries from the panel, sees it load, and checks the rest of the page the way the panel allows. */
async function retryAndCheckAround(page: Page, family: ReadFamily) {
  if (family.around === 'page') await expectChromeWorks(page);
  const retry = family.panel(page).getByRole('button', { name: 'Try again' });
  if (await retry.count()) await retry.first().click();
  else await retypeToRetry(page);
  await expectLoaded(page, family);
  if (family.around === 'modal') {
    await page.keyboard.press('Escape');
    await expect(feed(page).getByRole('article').first()).toBeVisible();
    await expectChromeWorks(page);
  }
  if (family.around === 'draft') await expect(messageBox(family.panel(page))).toContainText('Thanks @mat');
}

/** Waits for the panel to load; when it does not, the failure says what the panel showed instead. */
async function expectLoaded(page: Page, family: ReadFamily) {
  try {
    await expect(family.loaded(page)).toBeVisible();
  } catch (error) {
    const shown = await family
      .panel(page)
      .innerText({ timeout: 1_000 })
      .catch(() => '(no panel)');
    throw new Error(`${(error as Error).message}\nThe panel showed instead: ${shown}`);
  }
}

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/faults/${name.replace(/\W+/g, '-')}.png` });

for (const family of FAMILIES) {
  test(`${family.name}: a 500 shows the error in its panel, the rest of the page works, and a retry loads it`, async ({
    page,
  }) => {
    await signIn(page, 'employee');
    let failing = true;
    await page.route(family.url, (route) =>
      route.request().method() === 'GET' || family.name === 'search'
        ? failing
          ? route.fulfill({ status: 500, json: { error: 'server_error', message: 'Internal error' } })
          : route.fallback()
        : route.fallback(),
    );
    await family.open(page);
    await expect(family.panel(page)).toContainText(family.failed);
    await screenshot(page, `${family.name}-500`);
    failing = false;
    await retryAndCheckAround(page, family);
    survived['500']!.push(family.name);
  });

  test(`${family.name}: a hang shows it is slow, then times out with a retry, while the rest of the page works`, async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'employee');
    let hanging = true;
    const held: Route[] = [];
    await page.route(family.url, (route) => {
      if (!hanging) return route.fallback();
      held.push(route);
      return undefined;
    });
    await family.open(page);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    if (family.slowHint) {
      await page.clock.fastForward(SLOW_READ_MS);
      await expect(family.panel(page).getByText('Loading is taking too long…')).toBeVisible();
      await screenshot(page, `${family.name}-slow`);
    }
    await page.clock.fastForward(READ_TIMEOUT_MS);
    await expect(family.panel(page)).toContainText(family.timedOut);
    await screenshot(page, `${family.name}-timed-out`);
    hanging = false;
    await retryAndCheckAround(page, family);
    survived.hang!.push(family.name);
  });
}

/** The suggestion popup has no retry button: it asks again when the query changes. */
async function retypeToRetry(page: Page) {
  await page.keyboard.press('Backspace');
  await page.keyboard.type('t');
}

test('a 401 mid-session goes to sign-in and comes back to the same page', async ({ page }) => {
  await signIn(page, 'employee');
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  await page.route(/\/api\/v2\/bonus_feeds\?/, (route) =>
    route.fulfill({ status: 401, json: { error: 'unauthorized', message: 'Sign in to continue' } }),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Laurel' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect_to')).toBe('/');
  await page.unrouteAll();
  await page.getByRole('button', { name: /Emma Employee/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  rows.push({
    check: 'A 401 mid-session signs in again and returns',
    cases: 1,
    failures: 0,
    detail: 'the feed read answered 401 after navigating Home: sign-in page, then back on Home',
  });
});

test('profile: a 500 or a hang shows the status page with Try again, never a blank page, and Try again loads the app', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'employee');
  let fault: 'error' | 'hang' | null = 'error';
  let held = 0;
  await page.route(/\/api\/v2\/profile\/user(\?.*)?$/, (route) => {
    if (fault === 'error') return route.fulfill({ status: 500, json: { error: 'server_error', message: 'Internal' } });
    if (fault === 'hang') return void (held += 1);
    return route.fallback();
  });
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeVisible();
  await screenshot(page, 'profile-500');

  fault = 'hang';
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect.poll(() => held).toBeGreaterThan(0);
  await page.clock.fastForward(READ_TIMEOUT_MS);
  await expect(page.getByRole('heading', { level: 1, name: 'Laurel is unavailable right now' })).toBeVisible();
  await screenshot(page, 'profile-timed-out');

  fault = null;
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/rewards$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  rows.push({
    check: 'API faults in the browser: the profile (500 and hang)',
    cases: 2,
    failures: 0,
    detail: 'status page with Try again, then the app',
  });
});
