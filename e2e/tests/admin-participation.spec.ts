import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type {
  GivingAndReceiving,
  ParticipationComparison,
  ParticipationOptions,
  ParticipationSummary,
} from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';
import { openAdminDashboard } from '../support/admin-dashboard';

const PARTICIPATION_API = '/api/v2/admin/reports/participation';
const GIVING = '/admin/reports/participation/giving-and-receiving';
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const chart = (page: Page, title: string) => page.getByRole('figure', { name: title });

/** What the API answers a global admin; the filters are read from the page's address. */
async function participationOf<Report>(view: string, search = '') {
  const session = await apiSession('global_admin');
  try {
    return (await session.get<{ result: Report }>(`${PARTICIPATION_API}${view}${search}`)).result;
  } finally {
    await session.dispose();
  }
}

const searchOf = (page: Page) => new URL(page.url()).search;

/** The week labels the chart draws (recharts draws its axes' ticks in layers of their own; the value axis's end in %). */
const axisLabels = async (figure: Locator) =>
  (await figure.locator('.recharts-cartesian-axis-tick-value').allTextContents()).filter(
    (label) => !label.endsWith('%'),
  );

test.describe('participation reports', () => {
  test('a global admin filters by department and range, reads the chart and its table, and exports the CSV', async ({
    page,
    pageErrors,
  }) => {
    const options = await participationOf<ParticipationOptions>('/options');
    const department = options.departments[0]!;

    await signIn(page, 'global_admin');
    await openAdminDashboard(page);
    await adminMenu(page).getByRole('link', { name: 'Participation', exact: true }).click();
    await expect(page).toHaveURL(GIVING);
    await expect(page.getByRole('heading', { level: 1, name: 'Participation' })).toBeVisible();
    await expect(page.getByLabel('Date range')).toHaveValue('previous_month');

    await page.getByLabel('Date range').selectOption('last_90_days');
    await page.getByRole('combobox', { name: 'Department', exact: true }).selectOption(department);
    await expect(page).toHaveURL(/start_date=.*department=/);
    const expected = await participationOf<GivingAndReceiving>('/giving-and-receiving', searchOf(page));
    expect(expected.totals.people).toBeGreaterThan(0);
    expect(expected.departments.map((row) => row.department)).toEqual([department]);
    await expect(page.getByText(`${expected.totals.givers} of ${expected.totals.people} people`).first()).toBeVisible();

    const weekly = chart(page, 'Participation by week');
    // The drawing, not its legend's icons.
    await expect(weekly.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await weekly.getByRole('button', { name: 'Show as table' }).click();
    const table = weekly.getByRole('table', { name: 'Participation by week' });
    await expect(table.locator('tbody tr')).toHaveCount(expected.weeks.length);
    const rowHeaders = await table.locator('tbody th').allTextContents();
    const labels = await axisLabels(weekly);
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(rowHeaders).toContain(label);
    const cells = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
    expect(cells).toEqual(expected.weeks.map((week) => [`${week.giverShare}%`, `${week.receiverShare}%`]));
    // The chart draws one line a series, as many points as the table has rows.
    await expect(weekly.locator('.recharts-line-curve')).toHaveCount(2);
    await expect(weekly.locator('.recharts-line-dot, .recharts-dot')).toHaveCount(expected.weeks.length * 2);

    const people = page.getByRole('table', { name: /What each person gave and received/ });
    await expect(people.locator('tbody tr')).toHaveCount(expected.people.rows.length);

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('participation-giving.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByRole('button', { name: /Preparing your CSV|Export CSV/ })).toBeVisible();
    const file = await download;
    const [header, ...lines] = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(header).toBe('user,email,department,start_date,end_date,recognitions_given,recognitions_received');
    expect(lines).toHaveLength(expected.totals.people);
    const { start_date, end_date } = expected.range;
    for (const line of lines) expect(line).toContain(`,${department},${start_date},${end_date},`);
    await expect(page.getByText('Your CSV has been downloaded.')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('from the keyboard alone: filter, open a chart as a table, switch tab and export', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'global_admin');
    await page.goto(GIVING);
    // Start from the report's first tab, after the top bar and the admin menu.
    await page.getByRole('link', { name: 'Giving and receiving' }).focus();
    const compareTab = page.getByRole('link', { name: 'Compare' });
    const range = page.getByLabel('Date range');
    await tabUntilFocused(page, range, 10);
    await page.keyboard.press('ArrowDown');
    await expect(range).toHaveValue('last_7_days');
    await expect(page).toHaveURL(/start_date=/);

    const toggle = chart(page, 'Participation by department').getByRole('button', { name: 'Show as table' });
    await tabUntilFocused(page, toggle, 15);
    await page.screenshot({ path: test.info().outputPath('participation-focus.png') });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: 'Participation by department' })).toBeVisible();

    await compareTab.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/reports\/participation\/compare\?start_date=/);
    // The compare page's own tab has the focus, so Tab goes on from the tabs.
    await expect(compareTab).toHaveAttribute('aria-current', 'page');
    await expect(compareTab).toBeFocused();
    await expect(page.getByLabel('Date range')).toHaveValue('last_7_days');
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await tabUntilFocused(page, exportButton, 10);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await download;
    await expect(exportButton).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('compare, managers and teams, and the summary read as the API says', async ({ page, pageErrors }) => {
    await signIn(page, 'global_admin');
    await page.goto('/admin/reports/participation/compare');
    const comparison = await participationOf<ParticipationComparison>('/compare');
    const periods = page.getByRole('table', { name: 'This range against the previous one' });
    await expect(periods.getByRole('row', { name: /Gave recognition/ })).toContainText(
      `${comparison.current.giverShare}%${comparison.previous.giverShare}%`,
    );
    await expect(page.getByLabel('First department')).toHaveValue(comparison.departments[0]!.department);
    await page.getByLabel('Second department').selectOption(comparison.departments.at(-1)!.department);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('participation-compare.png'), fullPage: true });

    await page.getByRole('link', { name: 'Managers and teams' }).click();
    await expect(page.getByRole('table', { name: "Each manager's direct reports" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('participation-teams.png'), fullPage: true });

    await adminMenu(page).getByRole('link', { name: 'Participation summary', exact: true }).click();
    await expect(page).toHaveURL('/admin/reports/participation-summary');
    await page.getByLabel('Date range').selectOption('last_6_months');
    const summary = await participationOf<ParticipationSummary>('-summary', searchOf(page));
    const months = page.getByRole('table', { name: 'Month by month' });
    await expect(months.locator('tbody tr')).toHaveCount(summary.months.length);
    await expect(months.locator('tbody tr').last().locator('td').first()).toHaveText(
      String(summary.months.at(-1)!.people),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('participation-summary.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('a failed read shows the error with a retry; a reversed custom range stays in the fields', async ({
    page,
    pageErrors,
  }) => {
    let failing = true;
    await page.route(
      (url) => url.pathname === `${PARTICIPATION_API}/giving-and-receiving`,
      (route) =>
        failing
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ error: 'server_error', message: 'An unknown error occurred' }),
            })
          : route.fallback(),
    );
    await signIn(page, 'global_admin');
    await page.goto(GIVING);
    const alert = page.getByRole('alert').filter({ hasText: 'This report could not be loaded' });
    await expect(alert).toContainText('An unknown error occurred');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('participation-error.png') });
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(chart(page, 'Participation by week')).toBeVisible();

    await page.getByLabel('Date range').selectOption('custom');
    await page.getByLabel('To').fill('2020-01-01');
    await expect(page.getByLabel('To')).toHaveValue('2020-01-01');
    await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();
    await expect(page.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: test.info().outputPath('participation-range-error.png') });
    expect(pageErrors).toEqual([]);
  });

  test('people who are not global admins are refused', async ({ page }) => {
    await signIn(page, 'finance_admin');
    await page.goto(GIVING);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(adminMenu(page).getByRole('link', { name: 'Participation', exact: true })).toHaveCount(0);
    const refused = await page.request.get(`${PARTICIPATION_API}/giving-and-receiving`);
    expect([401, 403]).toContain(refused.status());
  });
});
