import type { Page } from '@playwright/test';
import type { SuperAdminCompany } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

const COMPANIES_API = '/api/v2/super_admin/companies';
// No other spec signs in to Achieve Labs (the tier_three_user's company); its tier is put back in a finally.
const COMPANY = 'Achieve Labs';
const PAGES = [
  '/super_admin/events',
  '/super_admin/companies',
  '/super_admin/bonus_quality_bot_reports',
  '/super_admin/integration_errors',
  '/super_admin/catalog/out_of_stock',
  '/super_admin/catalog/promoted',
  '/super_admin/kvms',
  '/super_admin/rewards_health_check',
  '/tech_ops',
  '/tech_ops/company',
  '/tech_ops/user',
];

async function companyNamed(name: string) {
  const session = await apiSession('super_admin');
  try {
    const { records } = await session.get<{ records: SuperAdminCompany[] }>(
      `${COMPANIES_API}?q=${encodeURIComponent(name)}`,
    );
    return records.find((company) => company.name === name)!;
  } finally {
    await session.dispose();
  }
}

async function restoreTier(company: SuperAdminCompany) {
  const session = await apiSession('super_admin');
  try {
    const answer = await session.patch(`${COMPANIES_API}/${company.id}`, { productTier: company.productTier });
    expect(answer.status).toBe(200);
  } finally {
    await session.dispose();
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('super-admin and tech-ops', () => {
  test('a super admin changes a company’s tier and finds the change in the events log with before and after', async ({
    page,
    pageErrors,
  }) => {
    const company = await companyNamed(COMPANY);
    const newTier = company.productTier === 'tier_alpha' ? 'tier_three' : 'tier_alpha';
    const tierLabel = newTier === 'tier_alpha' ? 'Engage (alpha)' : 'Achieve (tier three)';
    try {
      await signIn(page, 'super_admin');
      await page.goto('/super_admin/companies');
      await expect(heading(page, 'Companies')).toBeVisible();
      await page.getByLabel('Search by name or id').fill('Achieve');
      await page.getByRole('button', { name: `Edit ${COMPANY}` }).click();
      const form = page.getByRole('form', { name: `Edit ${COMPANY}` });
      await form.getByLabel('Tier').selectOption(newTier);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('companies-edit.png'), fullPage: true });
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(`${COMPANY} was saved.`)).toBeVisible();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(COMPANY) }) });
      await expect(row).toContainText(tierLabel);
      await expect(page.getByRole('button', { name: `Edit ${COMPANY}` })).toBeFocused();

      await page.goto('/super_admin/events');
      await expect(heading(page, 'Events')).toBeVisible();
      await page.getByLabel('Company').selectOption({ label: COMPANY });
      await page.getByLabel('Action').selectOption('company.update');
      await page.getByRole('button', { name: 'Show events' }).click();
      await expect(page).toHaveURL(new RegExp(`company_id=${company.id}&action=company\\.update`));
      const newest = page.getByRole('table').getByRole('row').nth(1);
      await expect(newest).toContainText('Sam Super');
      await expect(newest).toContainText(`product_tier: Before: ${company.productTier} → After: ${newTier}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('events.png'), fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      await restoreTier(company);
    }
  });

  test('from the keyboard alone: the events filters and a company’s edit form', async ({ page, pageErrors }) => {
    await signIn(page, 'super_admin');
    await page.goto('/super_admin/events');
    // The first reads settle before the keyboard walks the filters.
    await expect(page.getByRole('table').or(page.getByText('No events match.'))).toBeVisible();
    await page.getByLabel('Company', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Changed by (name or e-mail)')).toBeFocused();
    await page.keyboard.type('Sam');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/actor=Sam/);
    await page.screenshot({ path: test.info().outputPath('events-focus.png') });

    await page.goto('/super_admin/companies');
    await expect(page.getByRole('table')).toBeVisible();
    await heading(page, 'Companies').click();
    // The walk may pass through the super-admin menu first.
    await tabUntilFocused(page, page.getByLabel('Search by name or id'), 60);
    await page.keyboard.type(COMPANY);
    const edit = page.getByRole('button', { name: `Edit ${COMPANY}` });
    await expect(edit).toBeVisible();
    await tabUntilFocused(page, edit, 5);
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: `Edit ${COMPANY}` });
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Tier')).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('companies-focus.png') });
    await tabUntilFocused(page, form.getByRole('button', { name: 'Cancel' }), 8);
    await page.keyboard.press('Enter');
    await expect(form).toHaveCount(0);
    await expect(edit).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('a tech-ops admin reads the overview and looks up a person and a company', async ({ page, pageErrors }) => {
    await signIn(page, 'tech_ops');
    await page.goto('/tech_ops');
    await expect(heading(page, 'Tech ops')).toBeVisible();
    await expect(page.getByText('Companies in trial')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('tech-ops.png'), fullPage: true });

    await page.goto('/tech_ops/user');
    await heading(page, 'User lookup').click();
    await tabUntilFocused(page, page.getByLabel('E-mail or name'), 10);
    await page.keyboard.type('Emma Employee');
    const match = page.getByRole('button', { name: 'Emma Employee' });
    await expect(match).toBeVisible();
    await tabUntilFocused(page, match, 5);
    await page.keyboard.press('Enter');
    const person = page.getByRole('article', { name: 'Emma Employee' });
    await expect(person).toContainText('Northwind Collective');
    await expect(person).toContainText('Active');
    await expect(person.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('tech-ops-user.png'), fullPage: true });

    await page.goto('/tech_ops/company');
    await page.getByLabel('Company name or id').fill('Northwind');
    await page.getByRole('button', { name: 'Northwind Collective' }).click();
    const company = page.getByRole('article', { name: 'Northwind Collective' });
    await expect(company.getByRole('heading', { name: 'Admins' })).toBeVisible();
    await expect(company).toContainText('global_admin');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('tech-ops-company.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('a super admin reads the quality bot report and the integration errors, reached from the menu by keyboard', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'super_admin');
    await page.goto('/super_admin/events');
    await heading(page, 'Events').click();
    const menu = page.getByRole('navigation', { name: 'Admin' });
    const link = menu.getByRole('link', { name: 'Laurel quality bot reports' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/super_admin/bonus_quality_bot_reports');
    const bands = page.getByRole('table', { name: /Recognitions per score band/ });
    await expect(bands.getByRole('row', { name: /Northwind Collective/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /lowest first/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('quality-bot.png'), fullPage: true });

    await menu.getByRole('link', { name: 'Integration errors' }).focus();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Integration errors')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('integration-errors.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('a super admin reads the catalogue tools: out of stock and promoted', async ({ page, pageErrors }) => {
    await signIn(page, 'super_admin');
    await page.goto('/super_admin/catalog/out_of_stock');
    await expect(heading(page, 'Out of stock')).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: /items?, by name/ })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('out-of-stock.png'), fullPage: true });

    const menu = page.getByRole('navigation', { name: 'Admin' });
    await menu.getByRole('link', { name: 'Promoted', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Promoted rewards')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Airbnb Gift Card/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await menu.getByRole('link', { name: 'KVMs', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'KVMs')).toBeVisible();
    await expect(
      page.getByRole('table', { name: /Recognition key figures/ }).getByRole('row', { name: /Northwind Collective/ }),
    ).toContainText('%');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('kvms.png'), fullPage: true });

    await menu.getByRole('link', { name: 'Rewards health check', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Rewards health check')).toBeVisible();
    await expect(page.getByText('Active items', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: /units or fewer left/ })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('rewards-health.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('a global admin without the flags gets 404 on every page and a refusal from the API', async ({ page }) => {
    await signIn(page, 'global_admin');
    for (const path of PAGES) {
      await page.goto(path);
      await expect(heading(page, 'Page not found'), path).toBeVisible();
    }
    const session = await apiSession('global_admin');
    try {
      const answer = await session.patch(`${COMPANIES_API}/1`, { limitedReleaseMode: true });
      expect(answer.status).toBe(403);
    } finally {
      await session.dispose();
    }
    // And the super-admin is no tech-ops admin.
    await signIn(page, 'super_admin');
    await page.goto('/tech_ops/user');
    await expect(heading(page, 'Page not found')).toBeVisible();
  });
});
