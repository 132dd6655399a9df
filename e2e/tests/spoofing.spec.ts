import { expect, signIn, test } from '../support/fixtures';

test('a super-admin spoofs an employee, sees the banner and stops', async ({ page, pageErrors }) => {
  await signIn(page, 'super_admin');
  await page.goto('/super_admin/spoof/new');
  await page.getByLabel('Find a user by name or email').fill('Emma Employee');
  await page.getByRole('button', { name: 'Spoof Emma Employee' }).click();

  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('region', { name: 'Spoofing' });
  await expect(banner).toContainText('You are acting as Emma Employee');
  const stickyHeader = page.locator('.laurel-sticky-header');
  await expect(stickyHeader).toHaveCSS('position', 'sticky');
  await expect(stickyHeader.getByRole('region', { name: 'Spoofing' })).toBeVisible();
  await expect(stickyHeader.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Emma Employee' })).toBeVisible();

  await banner.getByRole('button', { name: 'Stop spoofing' }).click();
  await expect(page).toHaveURL(/\/super_admin\/spoof\/new$/);
  await expect(page.getByRole('region', { name: 'Spoofing' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu for Sam Super' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a super-admin holding Ctrl sees the tier badge of the company', async ({ page }) => {
  await signIn(page, 'super_admin');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu for Sam Super' })).toBeVisible();
  await page.keyboard.down('Control');
  await expect(page.getByText('Northwind Collective · Achieve')).toBeVisible();
  await page.keyboard.up('Control');
  await expect(page.getByText('Northwind Collective · Achieve')).toHaveCount(0);
});
