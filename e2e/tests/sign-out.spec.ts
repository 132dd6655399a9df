import { expect, signIn, test } from '../support/fixtures';

test('Sign out in the user menu signs out in one click, and the app then asks to sign in', async ({ page }) => {
  await signIn(page, 'employee');
  await page.goto('/rewards');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Laurel' })).toBeVisible();
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Laurel' })).toBeVisible();
});
