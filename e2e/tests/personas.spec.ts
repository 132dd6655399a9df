import { PERSONA_EXPECTATIONS, SUPER_ADMIN_MENU_SIZE } from '@laurel/shared/testing/persona-expectations';
import { expect, signIn, test, type Persona } from '../support/fixtures';

const navItemIds = (page: import('@playwright/test').Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .locator('[data-nav-item]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-nav-item')));

test.describe('each persona sees exactly the navigation and admin menu of spec §6', () => {
  for (const [persona, expected] of Object.entries(PERSONA_EXPECTATIONS)) {
    test(persona, async ({ page, pageErrors }) => {
      await signIn(page, persona as Persona);
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' }).locator('[data-nav-item]')).toHaveCount(
        expected.nav.length,
      );
      expect(await navItemIds(page)).toEqual(expected.nav);

      await page.goto('/admin/dashboard');
      if (expected.adminMenu === null) {
        await expect(page).toHaveURL(/\/404$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        expect(pageErrors).toEqual([]);
        return;
      }
      const menu = page.getByRole('navigation', { name: 'Admin' });
      await expect(menu).toBeVisible();
      const entries = await menu
        .locator('[data-menu-entry]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-menu-entry')));
      if (expected.adminMenu[0] === 'superAdmin.*') {
        expect(entries).toHaveLength(SUPER_ADMIN_MENU_SIZE);
        expect(entries.every((entry) => entry?.startsWith('superAdmin.'))).toBe(true);
      } else {
        expect(entries).toEqual(expected.adminMenu);
      }
      expect(pageErrors).toEqual([]);
    });
  }
});

test('an admin menu entry whose page is not built yet shows the admin not-found page, in the admin shell', async ({
  page,
}) => {
  await signIn(page, 'global_admin');
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Billing history' }).click();
  await expect(page).toHaveURL(/\/admin\/company\/billing-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
});
