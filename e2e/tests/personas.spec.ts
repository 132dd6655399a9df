import type { Page } from '@playwright/test';
import { PERSONA_EXPECTATIONS, shownTo } from '@laurel/shared/testing/persona-expectations';
import { expect, signIn, test, type Persona } from '../support/fixtures';

const attributeOf = (page: Page, selector: string, attribute: string) =>
  page
    .locator(selector)
    .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name) ?? ''), attribute);

/** Every in-app address the user menu offers, read with the menu open. */
async function userMenuPaths(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  const paths = await page
    .getByRole('banner')
    .locator('a[href^="/"]:visible')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  // Signing out is a server round trip, not a page.
  return paths.filter((path) => !path.startsWith('/users/sign_out'));
}

async function expectRealPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} shows a page`).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), `${path} is not a 404`).toHaveCount(0);
}

test.describe('each persona is shown only entries that open a real page', () => {
  for (const [persona, expected] of Object.entries(PERSONA_EXPECTATIONS)) {
    test(persona, async ({ page, pageErrors }) => {
      const shown = shownTo(expected);
      await signIn(page, persona as Persona);
      await page.goto('/');
      const main = page.getByRole('navigation', { name: 'Main' });
      await expect(main.locator('[data-nav-item]')).toHaveCount(shown.nav.length);
      expect(await attributeOf(page, 'nav[aria-label="Main"] [data-nav-item]', 'data-nav-item')).toEqual(shown.nav);

      const destinations = new Set([
        ...(await attributeOf(page, 'nav[aria-label="Main"] [data-nav-item]', 'href')),
        ...(await page
          .getByRole('link', { name: 'Manage', exact: true })
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
        ...(await userMenuPaths(page)),
      ]);

      if (shown.adminMenu === null) {
        await page.goto('/admin/dashboard');
        await expect(page).toHaveURL(/\/404$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      } else if (shown.adminMenu.length > 0) {
        const landing = await page.getByRole('link', { name: 'Manage', exact: true }).getAttribute('href');
        await page.goto(landing ?? shown.adminMenu[0]!);
        const menu = page.getByRole('navigation', { name: 'Admin' });
        await expect(menu).toBeVisible();
        expect(await attributeOf(page, 'nav[aria-label="Admin"] [data-menu-entry]', 'data-menu-entry')).toEqual(
          shown.adminMenu,
        );
        for (const path of await attributeOf(page, 'nav[aria-label="Admin"] [data-menu-entry]', 'href')) {
          destinations.add(path);
        }
      }

      expect(destinations.size).toBeGreaterThan(0);
      // A global admin's menu opens some forty pages: the time grows with the pages, not per page.
      test.setTimeout(30_000 + destinations.size * 2_000);
      for (const path of destinations) await expectRealPage(page, path);
      expect(pageErrors).toEqual([]);
    });
  }
});

test('an admin page is refused to an admin its menu entry does not name, inside the admin shell', async ({ page }) => {
  await signIn(page, 'rewards_admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
});

test('incentives are refused by address to a tier without them', async ({ page }) => {
  await signIn(page, 'free_user');
  await page.goto('/incentives');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
