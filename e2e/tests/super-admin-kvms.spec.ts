import type { Page } from '@playwright/test';
import type { CompanySettings } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { openGiveModal, tabUntilFocused } from '../support/give-recognition';

const COMPANY_API = '/api/v2/admin/company';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('issue 17’s last items: the one-on-one KVM and a budget shown as money', () => {
  test('a super admin reaches the KVMs from the keyboard and reads the one-on-ones beside the giving rate', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'super_admin');
    await page.goto('/super_admin/events');
    await expect(heading(page, 'Events')).toBeVisible();
    const kvms = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'KVMs', exact: true });
    await tabUntilFocused(page, kvms, 80);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/super_admin/kvms');
    await expect(heading(page, 'KVMs')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Recognition giving rate' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'One-on-ones' })).toBeVisible();
    const oneOnOnes = page.getByRole('table', { name: /One-on-one key figures/ });
    const row = oneOnOnes.getByRole('row', { name: /Northwind Collective/ });
    await expect(row.getByRole('cell')).toHaveCount(5);
    await expect(row.getByRole('cell').nth(1)).toContainText(/% \(\d+ (person|people)\) \(before: \d+%/);
    await expect(row.getByRole('cell').nth(2)).toContainText(/^\d+ \(before: \d+\)$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('kvms-one-on-one.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('a company whose budget format is currency shows the giver’s balance as money in the menu and the composer', async ({
    page,
    pageErrors,
  }) => {
    const admin = await apiSession('global_admin');
    const { result: stored } = await admin.get<{ result: CompanySettings }>(COMPANY_API);
    const { logoUrl: _logo, ...form } = stored;
    try {
      expect((await admin.patch(COMPANY_API, { ...form, budgetFormat: 'currency' })).status).toBe(200);
      await signIn(page, 'employee');
      await page.goto('/');
      // The seeded company budget is in US dollars at one point to the dollar.
      const balance = page.getByTestId('giving-balance');
      await expect(balance).toHaveText(/^\$[\d,]+\.\d\d$/);
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await expect(page.getByText(/^\$[\d,]+\.\d\d left to give$/)).toBeVisible();
      await page.keyboard.press('Escape');
      const modal = await openGiveModal(page);
      await expect(modal.getByText(/^You have \$[\d,]+\.\d\d to give$/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('composer-currency.png') });
      expect(pageErrors).toEqual([]);
    } finally {
      expect((await admin.patch(COMPANY_API, form)).status).toBe(200);
      await admin.dispose();
    }
  });
});
