import seasonal from '../../shell/src/locales/en/seasonal.json';
import { expect, signIn, test } from '../support/fixtures';

const PHRASES = Object.values(seasonal.phrases);
const IN_SEASON = new Date('2026-10-20T10:00:00');

test.use({ seasonalIntro: true });

test('the seasonal theme swaps the give-recognition label and toggles back off', async ({ page, pageErrors }) => {
  await page.clock.setFixedTime(IN_SEASON);
  await signIn(page, 'employee');
  await page.goto('/');
  const giveButton = page.locator('#laurel-give-recognition');
  await expect(giveButton).toHaveText('Give recognition');

  const intro = page.getByRole('dialog', { name: 'Autumn theme' });
  await expect(intro).toBeVisible();
  await expect(intro).toContainText('The theme ends on');
  await intro.getByRole('button', { name: 'Enable' }).click();
  await expect(intro).toHaveCount(0);

  await expect.poll(async () => PHRASES.includes((await giveButton.textContent()) ?? '')).toBe(true);
  await expect(page.locator('[data-testid="seasonal-falling-item"]')).toHaveCount(20);
  await expect(page.locator('[data-testid="seasonal-ghost"]')).toHaveCount(3);

  await page.reload();
  await expect.poll(async () => PHRASES.includes((await giveButton.textContent()) ?? '')).toBe(true);

  await page.getByRole('button', { name: /Account menu/ }).click();
  const toggle = page.getByRole('switch', { name: 'Seasonal theme' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(giveButton).toHaveText('Give recognition');
  expect(pageErrors).toEqual([]);
});

test('out of season, or without the flag, nothing seasonal shows', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-06-20T10:00:00'));
  await signIn(page, 'employee');
  await page.goto('/');
  await expect(page.locator('#laurel-give-recognition')).toHaveText('Give recognition');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('switch', { name: 'Seasonal theme' })).toHaveCount(0);
});
