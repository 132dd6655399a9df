import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { PointsGivenReport, RedemptionsReport } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { openAdminDashboard } from '../support/admin-dashboard';

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabUntilFocused(page: Page, target: Locator, limit: number, key = 'Tab') {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

const REPORTS_API = '/api/v2/admin/reports/activity';
const count = (value: number) => value.toLocaleString('en');
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Headline figures' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) });

/** What the API answers a persona for a report over the default range (the previous month, which no spec changes). */
async function reportOf<Report>(persona: 'finance_admin' | 'rewards_admin', report: string, query = '') {
  const session = await apiSession(persona);
  try {
    return (await session.get<{ result: Report }>(`${REPORTS_API}/${report}${query}`)).result;
  } finally {
    await session.dispose();
  }
}

test.describe('activity reports', () => {
  test('a finance admin reads points given for one department and exports its CSV', async ({ page, pageErrors }) => {
    const everyone = await reportOf<PointsGivenReport>('finance_admin', 'points_given_report');
    // The department that gave most last month, so the filtered figures are not empty.
    const department = everyone.byDepartment.find((row) => row.department !== '')!.department;
    const expected = await reportOf<PointsGivenReport>(
      'finance_admin',
      'points_given_report',
      `?department=${encodeURIComponent(department)}`,
    );
    expect(expected.totals.points).toBeGreaterThan(0);

    await signIn(page, 'finance_admin');
    await openAdminDashboard(page);
    await adminMenu(page).getByRole('link', { name: 'Points given', exact: true }).click();
    await expect(page).toHaveURL('/admin/reports/points-given');
    await expect(page.getByRole('heading', { level: 1, name: 'Points given' })).toBeVisible();
    await expect(figure(page, 'Points given')).toContainText(count(everyone.totals.points));

    await page.getByLabel('Department', { exact: true }).selectOption(department);
    await expect(page).toHaveURL(new RegExp(`department=${encodeURIComponent(department).replace(/%20/g, '\\+')}`));
    await expect(figure(page, 'Points given')).toContainText(count(expected.totals.points));
    await expect(figure(page, 'Givers')).toContainText(count(expected.totals.givers));
    const people = page.getByRole('table', { name: 'Points given by person' });
    await expect(people.locator('tbody tr')).toHaveCount(expected.rows.length);
    await expect(page.getByRole('heading', { name: 'Points given by department' })).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('points-given.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^points_given_report-[0-9a-f]+\.csv$/);
    const [header, ...lines] = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(header).toBe('user,department,recognitions_given,points_given,allowance_used');
    expect(lines).toHaveLength(expected.pagination.totalCount);
    for (const line of lines) expect(line).toContain(`,${department},`);
    await expect(page.getByText('Your CSV has been downloaded.')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a rewards admin reads redemptions and is shown none of the finance reports', async ({ page, pageErrors }) => {
    const expected = await reportOf<RedemptionsReport>('rewards_admin', 'redemptions');
    await signIn(page, 'rewards_admin');
    await page.goto('/admin/rewards/catalog');
    const menu = adminMenu(page);
    for (const financeOnly of ['Points given', 'Points earned', 'Rewards cost', 'Recognition activity']) {
      await expect(menu.getByRole('link', { name: financeOnly, exact: true })).toHaveCount(0);
    }
    await menu.getByRole('link', { name: 'Redemptions', exact: true }).click();
    await expect(page).toHaveURL('/admin/reports/redemptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Redemptions' })).toBeVisible();
    await expect(figure(page, 'Redeemed orders')).toContainText(count(expected.totals.orders));
    await expect(figure(page, 'Points redeemed')).toContainText(count(expected.totals.points));
    await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(expected.rows.length);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('redemptions.png'), fullPage: true });

    await page.goto('/admin/reports/rewards-cost');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const refused = await page.request.get(`${REPORTS_API}/rewards_cost`);
    expect([401, 403]).toContain(refused.status());
    expect(pageErrors).toEqual([]);
  });

  const PAGES = [
    { path: '/admin/reports/recognition-activity', title: 'Recognition activity', chart: true },
    { path: '/admin/reports/points-given', title: 'Points given', chart: true },
    { path: '/admin/reports/points-earned', title: 'Points earned', chart: true },
    { path: '/admin/reports/redemptions', title: 'Redemptions', chart: false },
    { path: '/admin/reports/rewards-cost', title: 'Rewards cost', chart: true },
  ];
  for (const { path, title, chart } of PAGES) {
    test(`${title} from the keyboard alone, with no serious accessibility violation`, async ({ page, pageErrors }) => {
      await signIn(page, 'global_admin');
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('region', { name: 'Headline figures' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${path.split('/').at(-1)}.png`), fullPage: true });

      // A click inside the page focuses its main region, whose first stop is the admin menu.
      await heading.click();
      const department = page.getByLabel('Department', { exact: true });
      await tabUntilFocused(page, department, 80);
      if (chart) {
        const toggle = page.getByRole('button', { name: 'Show as table' });
        await tabUntilFocused(page, toggle, 5);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('button', { name: 'Hide table' })).toBeFocused();
        await tabUntilFocused(page, department, 5, 'Shift+Tab');
      }
      // The department list changes with the arrow keys alone.
      await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(/department=/);
      await expect(department).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`${path.split('/').at(-1)}-keyboard.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});
