import type { Page } from '@playwright/test';
import { percentOf, type AdminDashboard } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

const DASHBOARD = '/admin/dashboard';
const DASHBOARD_API = '/api/v2/admin/analytics/dashboard';

async function dashboardOf(persona: 'global_admin' | 'finance_admin') {
  const session = await apiSession(persona);
  try {
    return (await session.get<{ result: AdminDashboard }>(DASHBOARD_API)).result;
  } finally {
    await session.dispose();
  }
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const count = (value: number) => value.toLocaleString('en');

test.describe('admin dashboard', () => {
  test('a global admin clicks Manage and reads the last 30 days against the 30 before', async ({
    page,
    pageErrors,
  }) => {
    const expected = await dashboardOf('global_admin');
    await signIn(page, 'global_admin');
    await page.goto('/');
    await page.getByRole('link', { name: 'Manage', exact: true }).click();
    await expect(page).toHaveURL(DASHBOARD);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

    const participation = region(page, 'Participation');
    await expect(participation.getByText(`Shares of the ${expected.activePeople} active people.`)).toBeVisible();
    await expect(
      participation.getByText(`${percentOf(expected.givers.current, expected.activePeople)}%`, { exact: true }),
    ).toHaveCount(expected.givers.current === expected.receivers.current ? 2 : 1);
    const recognition = region(page, 'Recognition');
    await expect(recognition.getByText(count(expected.recognitions.current), { exact: true })).toBeVisible();
    await expect(recognition.getByText(`${count(expected.pointsGiven.current)} points`, { exact: true })).toBeVisible();
    await expect(region(page, 'Budget used').getByRole('meter', { name: 'Giving allowance used' })).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^${count(expected.allowanceUsed.current)} of `),
    );
    const values = page.getByRole('table', { name: 'The five hashtags used most in the last 30 days' });
    await expect(values.getByRole('row')).toHaveCount(expected.topValues.length + 1);
    expect(expected.topValues.length).toBeGreaterThan(0);

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });

    // Every link on the dashboard opens a real page.
    const paths = await page
      .getByRole('heading', { level: 1, name: 'Admin dashboard' })
      .locator('xpath=..')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const dashboardPaths = [...new Set(paths.filter((path) => path.startsWith('/')))];
    expect(dashboardPaths).toContain('/incentives/approvals');
    for (const path of dashboardPaths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), `${path} shows a page`).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), `${path} is no 404`).toHaveCount(0);
    }

    // The first value's link goes to its hashtag page.
    await page.goto(DASHBOARD);
    const first = expected.topValues[0]!.hashtag;
    await page.getByRole('link', { name: `#${first}`, exact: true }).click();
    await expect(page).toHaveURL(`/company/hashtags/${encodeURIComponent(first)}`);
    expect(pageErrors).toEqual([]);
  });

  test('from the keyboard alone: Tab reaches the approvals link and Enter opens the page', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, 'global_admin');
    await page.goto(DASHBOARD);
    const approvals = region(page, 'Pending approvals').getByRole('link', { name: 'Your approvals' });
    await expect(approvals).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).click();
    // Each card links into its report: many stops before the approvals card. When the figures are read
    // again after the click, the walk starts over from the top bar and the admin menu (seen in CI).
    await tabUntilFocused(page, approvals, 90);
    await page.screenshot({ path: test.info().outputPath('dashboard-focus.png') });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/incentives/approvals');
    expect(pageErrors).toEqual([]);
  });

  test('a failed read shows the error, and Try again loads the figures', async ({ page, pageErrors }) => {
    let failing = true;
    await page.route(`**${DASHBOARD_API}`, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'server_error', message: 'An unknown error occurred' }),
          })
        : route.fallback(),
    );
    await signIn(page, 'finance_admin');
    await page.goto(DASHBOARD);
    const alert = page.getByRole('alert').filter({ hasText: 'The dashboard could not be loaded' });
    await expect(alert).toContainText('An unknown error occurred');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('dashboard-error.png') });
    failing = false;
    const retry = alert.getByRole('button', { name: 'Try again' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(region(page, 'Participation')).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('a finance admin sees the dashboard; other people are refused', async ({ page }) => {
    const expected = await dashboardOf('finance_admin');
    await signIn(page, 'finance_admin');
    await page.goto(DASHBOARD);
    await expect(
      region(page, 'Recognition').getByText(count(expected.recognitions.current), { exact: true }),
    ).toBeVisible();

    await signIn(page, 'rewards_admin');
    await page.goto(DASHBOARD);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

    await signIn(page, 'employee');
    await page.goto(DASHBOARD);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const refused = await page.request.get(DASHBOARD_API);
    expect([401, 403]).toContain(refused.status());
  });
});
