import { expect, test } from '../support/fixtures';
import { remoteById } from '../support/system';

test('a remote runs alone in its dev harness, signing in against the mock API', async ({ page, pageErrors }) => {
  const rewards = remoteById('rewards');
  await page.goto(`${rewards.origin}/rewards`);

  await expect(page.getByRole('heading', { name: 'Sign in to Laurel' })).toBeVisible();
  await page.getByRole('button', { name: /Emma Employee/ }).click();

  await expect(page).toHaveURL(`${rewards.origin}/rewards`);
  await expect(page.getByTestId('dev-harness')).toContainText('Rewards remote running alone');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();

  await page
    .getByRole('list', { name: 'Popular right now' })
    .getByRole('link', { name: /Amazon\.com Gift Card/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amazon.com Gift Card' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("a remote's deep link loads alone, framed as in the shell", async ({ page }) => {
  const admin = remoteById('admin');
  await page.goto(`${admin.origin}/admin/dashboard`);
  await page.getByRole('button', { name: /Gloria Global/ }).click();

  await expect(page).toHaveTitle('Laurel · Admin (standalone)');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
});

test('the dev harness applies the pages’ policies, as the shell does', async ({ page }) => {
  const admin = remoteById('admin');
  await page.goto(`${admin.origin}/admin/dashboard`);
  await page.getByRole('button', { name: /Alex Admin/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This persona may not open this page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toHaveCount(0);
});
