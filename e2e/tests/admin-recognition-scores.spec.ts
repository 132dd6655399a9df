import type { Page } from '@playwright/test';
import {
  monthRange,
  previousMonthOf,
  shiftMonth,
  type RecognitionQualityAverages,
  type ScoredRecognition,
} from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';
import { openAdminDashboard } from '../support/admin-dashboard';

const SCORES = '/admin/reports/recognition_scores';
const PULSE = '/admin/reports/pulse-results';
const QUALITY_API = '/api/v2/admin/analytics/recognition_quality';

// Months before this one: no other spec gives recognitions in the past, so their figures hold still.
const overview = previousMonthOf(new Date());
const before = shiftMonth(overview, -1);
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00.000Z`).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const score = (value: number | null) =>
  value === null ? 'No recognitions' : value.toLocaleString('en', { maximumFractionDigits: 1 });
const query = (month: string, extra = '') => new URLSearchParams({ ...monthRange(month) }).toString() + extra;

async function financeReads() {
  const session = await apiSession('finance_admin');
  try {
    const averages = (month: string) =>
      session.get<{ result: RecognitionQualityAverages }>(`${QUALITY_API}/averages?${query(month)}`);
    const top = (extra = '') =>
      session.get<{ result: { records: ScoredRecognition[] } }>(
        `${QUALITY_API}/top_scoring_recognition?${query(overview, extra)}`,
      );
    return {
      overview: (await averages(overview)).result,
      before: (await averages(before)).result,
      beforeThat: (await averages(shiftMonth(before, -1))).result,
      top: (await top()).result.records,
      engineering: (await top('&filter_type=custom_property&filter_values=department%3AEngineering')).result.records,
    };
  } finally {
    await session.dispose();
  }
}

const topList = (page: Page) => page.getByRole('list', { name: 'Top-scoring recognitions' });
const linksOf = (records: ScoredRecognition[]) => records.map((record) => `/bonuses/${record.id}`);
const hrefs = (page: Page) =>
  topList(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('recognition scores', () => {
  test('a finance admin reads the month and the one before, changes month, and filters the top list', async ({
    page,
    pageErrors,
  }) => {
    const expected = await financeReads();
    expect(expected.overview.recognitionCount).toBeGreaterThan(0);
    await signIn(page, 'finance_admin');
    await openAdminDashboard(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Recognition scores' }).click();
    await expect(page).toHaveURL(SCORES);
    await expect(page.getByRole('heading', { level: 1, name: 'Recognition scores' })).toBeVisible();

    const selected = page.getByTestId('average-selected');
    const previous = page.getByTestId('average-previous');
    await expect(selected).toContainText(monthName(overview));
    await expect(selected).toContainText(score(expected.overview.averageScore));
    await expect(previous).toContainText(`${monthName(before)} (previous month)`);
    await expect(previous).toContainText(score(expected.before.averageScore));
    await expect(page.getByRole('table', { name: /each department/ })).toBeVisible();
    await expect.poll(() => hrefs(page)).toEqual(linksOf(expected.top));

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('recognition-scores.png'), fullPage: true });

    // The month in the address: the averages move back a month.
    await page.getByLabel('Overview month').fill(before);
    await expect(page).toHaveURL(new RegExp(`overview_month=${before}`));
    await expect(selected).toContainText(monthName(before));
    await expect(selected).toContainText(score(expected.before.averageScore));
    await expect(previous).toContainText(score(expected.beforeThat.averageScore));

    // An unparsable month falls back to the previous month.
    await page.goto(`${SCORES}?overview_month=2026-13&top_recognition_start_month=soon`);
    await expect(selected).toContainText(monthName(overview));
    await expect.poll(() => hrefs(page)).toEqual(linksOf(expected.top));

    await page.getByLabel('Filter by').selectOption('custom_property');
    await page.getByLabel('Value', { exact: true }).selectOption('department:Engineering');
    await expect.poll(() => hrefs(page)).toEqual(linksOf(expected.engineering));
    await page.screenshot({ path: test.info().outputPath('recognition-scores-filtered.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('from the keyboard alone: choose a hashtag filter and open a top recognition', async ({ page, pageErrors }) => {
    await signIn(page, 'finance_admin');
    await page.goto(SCORES);
    await expect(topList(page).getByRole('link').first()).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Recognition scores' }).click();
    const filterBy = page.getByLabel('Filter by');
    await tabUntilFocused(page, filterBy, 30);
    await page.keyboard.press('ArrowDown');
    await expect(filterBy).toHaveValue('hashtag');
    const value = page.getByLabel('Value', { exact: true });
    await page.keyboard.press('Tab');
    await expect(value).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const hashtag = await value.inputValue();
    expect(hashtag).not.toBe('');
    const first = topList(page)
      .getByRole('link')
      .first()
      .or(page.getByText('No public recognition matches in these months.'));
    await expect(first).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('recognition-scores-keyboard.png') });
    const link = topList(page).getByRole('link').first();
    if ((await link.count()) > 0) {
      const href = await link.getAttribute('href');
      await tabUntilFocused(page, link, 10);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(href!);
    }
    expect(pageErrors).toEqual([]);
  });

  test('a global admin without finance gets the 404 page and no menu entry; the API refuses', async ({ page }) => {
    await signIn(page, 'global_admin');
    await openAdminDashboard(page);
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Recognition scores' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Pulse results' })).toHaveCount(0);

    await page.goto(`${SCORES}?overview_month=${overview}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const session = await apiSession('global_admin');
    try {
      const refused = await session.post(
        `/api/v2/admin/reports/recognition_department_averages/csv`,
        monthRange(overview),
      );
      expect(refused.status).toBe(403);
    } finally {
      await session.dispose();
    }
    await page.goto(PULSE);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

/** Pulse results need finance and global both (programs §6): the seed's controller holds both; a super-admin spoofs her. */
async function signInAsController(page: Page) {
  await signIn(page, 'super_admin');
  await page.goto('/super_admin/spoof/new');
  await page.getByLabel('Find a user by name or email').fill('Frances Controller');
  await page.getByRole('button', { name: 'Spoof Frances Controller' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('pulse results', () => {
  test('a finance and global admin reads the questions, the departments and the comments', async ({
    page,
    pageErrors,
  }) => {
    await signInAsController(page);
    await openAdminDashboard(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pulse results' }).click();
    await expect(page).toHaveURL(PULSE);
    await expect(page.getByRole('heading', { level: 1, name: 'Pulse results' })).toBeVisible();
    await expect(page.getByText(/people answered between/)).toBeVisible();
    const questions = page.getByRole('table', { name: 'Average answer per question' });
    await expect(questions.getByRole('row')).toHaveCount(5);
    const departments = page.getByRole('table', { name: 'Average answer per department' });
    await expect(departments.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('pulse-results.png'), fullPage: true });

    // Six months: the trend has a row per month.
    await page.getByLabel('Date range').selectOption('last_6_months');
    await expect(page).toHaveURL(/start_date=/);
    await page.getByRole('button', { name: 'Show as table' }).click();
    const trend = page.getByRole('table', { name: 'Average answer by month' });
    await expect(trend.getByRole('row').nth(6)).toBeAttached();
    await page.screenshot({ path: test.info().outputPath('pulse-results-6-months.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('from the keyboard alone: pick a range and show the trend as a table', async ({ page, pageErrors }) => {
    await signInAsController(page);
    await page.goto(PULSE);
    await expect(page.getByRole('table', { name: 'Average answer per question' })).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Pulse results' }).click();
    const range = page.getByLabel('Date range');
    // The controller's admin menu is long: Tab may pass through all of it before the page's first control.
    await tabUntilFocused(page, range, 80);
    // Previous month, 7, 30, 90 days, then 6 months: the pulse checks ran in the months before this one.
    for (let presses = 0; presses < 4; presses += 1) await page.keyboard.press('ArrowDown');
    await expect(range).toHaveValue('last_6_months');
    const show = page.getByRole('button', { name: 'Show as table' });
    await tabUntilFocused(page, show, 20);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: 'Average answer by month' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('pulse-results-keyboard.png') });
    expect(pageErrors).toEqual([]);
  });

  test('a finance admin alone is refused pulse results', async ({ page }) => {
    await signIn(page, 'finance_admin');
    await openAdminDashboard(page);
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pulse results' }),
    ).toHaveCount(0);
    await page.goto(PULSE);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
