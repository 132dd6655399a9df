import { expect, signIn, test } from '../support/fixtures';

test.describe('global search', () => {
  test('Ctrl+K finds a seeded colleague and opens their profile', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    await expect(page.getByRole('button', { name: /search/i })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox').fill('Mateo');
    await dialog.getByRole('tab', { name: 'Users' }).click();
    const hit = dialog.getByRole('link', { name: /Mateo Manager/ });
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/company\/users\/mateo-manager-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mateo Manager' })).toBeVisible();
  });

  test('Cmd+K finds a seeded recognition and opens it', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    await expect(page.getByRole('button', { name: /search/i })).toBeVisible();
    await page.keyboard.press('Meta+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('handbook');
    await dialog.getByRole('tab', { name: 'Recognition' }).click();
    // Hits of an earlier keystroke stay (dimmed) until the last one's arrive: pick from the settled list.
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    const hit = dialog.getByRole('link', { name: /recognized/ }).first();
    await expect(hit).toBeVisible();
    const href = await hit.getAttribute('href');
    expect(href).toMatch(/^\/bonuses\/\d+$/);
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('shows the empty state for a query nobody matches', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    await page.getByRole('button', { name: /search/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('zzqxy');
    await expect(dialog.getByText(/No results/)).toBeVisible();
  });
});
