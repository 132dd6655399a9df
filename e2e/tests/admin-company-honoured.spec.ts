import type { Page } from '@playwright/test';
import type { CompanySettings, UnimplementedCatalog } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

const UNIMPLEMENTED_API = '/api/v2/super_admin/catalog/unimplemented';
const COMPANY_API = '/api/v2/admin/company';
// Items no other spec redeems or reads; each is reopened in a finally.
const MARKED = 'Lunch with the CEO — Spring edition';
const HIDDEN = 'Sunrise hot-air balloon ride — Holiday edition';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function reopen(names: string[]) {
  const session = await apiSession('super_admin');
  try {
    const { result } = await session.get<{ result: UnimplementedCatalog }>(UNIMPLEMENTED_API);
    for (const item of result.items.filter((row) => names.includes(row.fullName) && row.status !== 'open')) {
      expect((await session.patch(`${UNIMPLEMENTED_API}/${item.id}`, { action: 'reopen' })).status).toBe(200);
    }
  } finally {
    await session.dispose();
  }
}

test.describe('issue 17 leftovers: the catalogue tool and company settings in the audit log', () => {
  test('a super admin filters the unimplemented rewards, hides one from every catalogue and reopens it', async ({
    page,
    pageErrors,
  }) => {
    try {
      await signIn(page, 'super_admin');
      await page.goto('/super_admin/events');
      await heading(page, 'Events').click();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Unimplemented' }).click();
      await expect(page).toHaveURL('/super_admin/catalog/unimplemented');
      await expect(heading(page, 'Unimplemented rewards')).toBeVisible();
      const table = page.getByRole('table', { name: /items?, by name/ });
      await expect(table.getByRole('rowheader', { name: /PayPal Cash Out/ }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('unimplemented.png'), fullPage: true });

      await page.getByLabel('Delivery method').selectOption('exclusive_experience');
      await page.getByRole('button', { name: 'Show items' }).click();
      await expect(page).toHaveURL(/method=exclusive_experience/);
      await expect(table.getByRole('rowheader', { name: /PayPal Cash Out/ })).toHaveCount(0);
      await page.getByRole('button', { name: `Hide ${HIDDEN} from every catalogue` }).click();
      await expect(page.getByRole('status').filter({ hasText: `${HIDDEN} is hidden` })).toBeVisible();
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: HIDDEN }) });
      await expect(row).toContainText('Hidden from catalogues');
      await expect(row).toContainText('Sam Super');
      await page.screenshot({ path: test.info().outputPath('unimplemented-hidden.png'), fullPage: true });

      await row.getByRole('button', { name: `Reopen ${HIDDEN}` }).click();
      await expect(row).toContainText('Open');
      expect(pageErrors).toEqual([]);
    } finally {
      await reopen([HIDDEN]);
    }
  });

  test('from the keyboard alone: filter by status and mark an item as known', async ({ page, pageErrors }) => {
    try {
      await signIn(page, 'super_admin');
      await page.goto('/super_admin/catalog/unimplemented?provider=bonusly');
      const table = page.getByRole('table', { name: /items?, by name/ });
      await expect(table.getByRole('rowheader', { name: MARKED })).toBeVisible();
      await page.getByLabel('Delivery method').focus();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Provider')).toBeFocused();
      const mark = page.getByRole('button', { name: `Mark as known: ${MARKED}` });
      await tabUntilFocused(page, mark, 80);
      await page.screenshot({ path: test.info().outputPath('unimplemented-focus.png') });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `${MARKED} is marked as known.` })).toBeVisible();

      await page.getByLabel('Status').focus();
      await page.getByLabel('Status').selectOption('marked');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Show items' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/status=marked/);
      await expect(table.getByRole('rowheader', { name: MARKED })).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: 'Marked as known' }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await reopen([MARKED]);
    }
  });

  test('a company settings change is in the events log with its before and after', async ({ page, pageErrors }) => {
    const admin = await apiSession('global_admin');
    const { result: stored } = await admin.get<{ result: CompanySettings }>(COMPANY_API);
    const { logoUrl: _logo, ...form } = stored;
    const renamed = `${stored.name} ${Date.now()}`;
    try {
      expect((await admin.patch(COMPANY_API, { ...form, name: renamed })).status).toBe(200);
      await signIn(page, 'super_admin');
      await page.goto('/super_admin/events?action=company_settings.update');
      await expect(heading(page, 'Events')).toBeVisible();
      const newest = page.getByRole('table').getByRole('row').nth(1);
      await expect(newest).toContainText('company_settings.update');
      await expect(newest).toContainText(`name: Before: ${stored.name} → After: ${renamed}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('company-settings-event.png'), fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      expect((await admin.patch(COMPANY_API, form)).status).toBe(200);
      await admin.dispose();
    }
  });
});
