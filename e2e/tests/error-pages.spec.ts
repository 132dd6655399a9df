import { expect, signIn, test } from '../support/fixtures';

const PAGES: [path: string, pill: string, heading: string][] = [
  ['/400', 'Status 400', 'That request did not make sense'],
  ['/403', 'Status 403', 'You do not have access to this page'],
  ['/404', 'Status 404', 'Page not found'],
  ['/500', 'Status 500', 'Something went wrong on our side'],
  ['/503', 'Status 503', 'Laurel is unavailable right now'],
  ['/error/418', 'Status 418', 'Something unexpected happened'],
  ['/no/such/page', 'Status 404', 'Page not found'],
  ['/mobile-unavailable', 'Small screen', 'Admin pages need a bigger screen'],
];

test.describe('error pages', () => {
  for (const [path, pill, heading] of PAGES) {
    test(`${path} shows "${heading}" with a way home`, async ({ page }) => {
      await signIn(page, 'employee');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(pill, { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.getByRole('link', { name: 'Go home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('401 renders inside the shell with only the logo and a re-login link', async ({ page }) => {
    await page.goto('/401');
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in again' }).first().click();
    await expect(page).toHaveURL(/\/users\/sign_in_start/);
  });

  test('a small screen is sent from the admin shell to /mobile-unavailable', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signIn(page, 'global_admin');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/mobile-unavailable$/);
  });
});
