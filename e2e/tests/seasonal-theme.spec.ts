import { expect, signIn, test } from '../support/fixtures';

const GIVE_LABEL = 'Give recognition';
const IN_SEASON = new Date('2026-10-20T10:00:00');

test.use({ seasonalIntro: true });

test('the seasonal theme swaps the give-recognition label and toggles back off', async ({ page, pageErrors }) => {
  await page.clock.setFixedTime(IN_SEASON);
  await signIn(page, 'employee');
  await page.goto('/');
  const giveButton = page.locator('#laurel-give-recognition');
  await expect(giveButton).toHaveText(GIVE_LABEL);

  const intro = page.getByRole('dialog', { name: 'Autumn theme' });
  await expect(intro).toBeVisible();
  await expect(intro).toContainText('The theme ends on');
  await intro.getByRole('button', { name: 'Enable' }).click();
  await expect(intro).toHaveCount(0);

  // Which of the shell's seasonal phrases it shows is the unit tests' business (use-themed-give-label.test.tsx).
  await expect(giveButton).not.toHaveText(GIVE_LABEL);
  await expect(giveButton).toHaveText(/\S/);
  await expect(page.locator('[data-testid="seasonal-falling-item"]')).toHaveCount(20);
  await expect(page.locator('[data-testid="seasonal-ghost"]')).toHaveCount(3);

  await page.reload();
  await expect(giveButton).toHaveText(/\S/);
  await expect(giveButton).not.toHaveText(GIVE_LABEL);

  await page.getByRole('button', { name: /Account menu/ }).click();
  const toggle = page.getByRole('switch', { name: 'Seasonal theme' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(giveButton).toHaveText(GIVE_LABEL);
  expect(pageErrors).toEqual([]);
});

test('out of season, or without the flag, nothing seasonal shows', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-06-20T10:00:00'));
  await signIn(page, 'employee');
  await page.goto('/');
  await expect(page.locator('#laurel-give-recognition')).toHaveText(GIVE_LABEL);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('switch', { name: 'Seasonal theme' })).toHaveCount(0);
});
