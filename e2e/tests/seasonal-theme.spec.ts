import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';

const GIVE_LABEL = 'Give recognition';
const SCREENSHOTS = 'test-results/seasonal';

// Each test sets the page's own clock, so the suite passes on any real date of the year. The dates are
// past ones: with the page's clock ahead of the server's, every session token would look expired.
test.use({ seasonalIntro: true });

/** Counts the page's calls to play a sound, so a test can tell the tune did not start by itself. */
const countSoundPlays = (page: Page) =>
  page.addInitScript(() => {
    const counted = window as unknown as { seasonalPlays: number };
    counted.seasonalPlays = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function playCounted(this: HTMLMediaElement) {
      counted.seasonalPlays += 1;
      return play.call(this);
    };
  });
const soundPlays = (page: Page) => page.evaluate(() => (window as unknown as { seasonalPlays: number }).seasonalPlays);

test('in December the holiday theme is offered, enabled from the keyboard, and switched back off', async ({
  page,
  pageErrors,
}) => {
  await page.clock.setFixedTime(new Date('2025-12-20T10:00:00'));
  await signIn(page, 'employee');
  await page.goto('/');
  const giveButton = page.locator('#laurel-give-recognition');

  const intro = page.getByRole('dialog', { name: 'Holiday theme' });
  await expect(intro).toBeVisible();
  await expect(intro).toContainText('Snowflakes, stars and baubles drift down the page.');
  await expect(intro).toContainText('The theme ends on January 6th, 2026.');
  await expect(giveButton).toHaveText(GIVE_LABEL);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/holidays-intro.png` });

  // The focus is trapped in the dialog: Tab reaches Enable, and Enter enables.
  const enable = intro.getByRole('button', { name: 'Enable' });
  for (
    let presses = 0;
    presses < 6 && !(await enable.evaluate((button) => button === document.activeElement));
    presses += 1
  )
    await page.keyboard.press('Tab');
  await expect(enable).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(intro).toHaveCount(0);

  // Which phrase it shows is the unit tests' business (use-themed-give-label.test.tsx).
  await expect(giveButton).toHaveAttribute('data-seasonal-label', /\S/);
  const overlay = page.getByTestId('seasonal-overlay');
  await expect(overlay).toHaveAttribute('data-season', 'holidays');
  await expect(overlay).toHaveAttribute('data-motion', 'falling');
  await expect(overlay.getByTestId('seasonal-falling-item')).toHaveCount(20);
  await expect(overlay.getByTestId('seasonal-ghost')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/holidays-overlay.png` });

  await page.reload();
  await expect(giveButton).toHaveAttribute('data-seasonal-label', /\S/);
  expect(await giveButton.textContent()).toBe(await giveButton.getAttribute('data-seasonal-label'));

  // The account menu's switch, from the keyboard.
  await page.getByRole('button', { name: /Account menu/ }).focus();
  await page.keyboard.press('Enter');
  const toggle = page.getByRole('switch', { name: 'Seasonal theme' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(giveButton).toHaveText(GIVE_LABEL);
  await expect(overlay).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('in July, with reduced motion, the summer theme holds still and its tune waits for a press', async ({
  page,
  pageErrors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await countSoundPlays(page);
  await page.clock.setFixedTime(new Date('2026-07-15T10:00:00'));
  await signIn(page, 'employee');
  await page.goto('/');

  const intro = page.getByRole('dialog', { name: 'Summer theme' });
  await expect(intro).toBeVisible();
  await expect(intro).toContainText('The theme ends on August 31st, 2026.');
  expect(await soundPlays(page)).toBe(0);
  await intro.getByRole('button', { name: "Play the season's tune" }).click();
  await expect.poll(() => soundPlays(page)).toBe(1);
  await page.screenshot({ path: `${SCREENSHOTS}/summer-intro.png` });

  await intro.getByRole('button', { name: 'Enable' }).click();
  const overlay = page.getByTestId('seasonal-overlay');
  await expect(overlay).toHaveAttribute('data-season', 'summer');
  await expect(overlay).toHaveAttribute('data-motion', 'still');
  await expect(overlay.getByTestId('seasonal-falling-item')).toHaveCount(20);
  await expect.poll(() => overlay.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
  await page.screenshot({ path: `${SCREENSHOTS}/summer-overlay.png` });
  expect(pageErrors).toEqual([]);
});

test('winter (to 29 February), spring and autumn each bring their own intro and falling items', async ({ page }) => {
  test.setTimeout(60_000);
  // At rest, so the screenshots show every item.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, 'employee');
  const seasons = [
    { now: '2024-02-10T10:00:00', kind: 'winter', title: 'Winter theme', ends: 'February 29th, 2024', ghosts: 0 },
    { now: '2026-04-20T10:00:00', kind: 'spring', title: 'Spring theme', ends: 'May 31st, 2026', ghosts: 0 },
    { now: '2026-10-20T10:00:00', kind: 'autumn', title: 'Autumn theme', ends: 'November 30th, 2026', ghosts: 3 },
  ];
  for (const { now, kind, title, ends, ghosts } of seasons) {
    await page.clock.setFixedTime(new Date(now));
    await page.goto('/');
    const intro = page.getByRole('dialog', { name: title });
    await expect(intro).toContainText(`The theme ends on ${ends}.`);
    await page.screenshot({ path: `${SCREENSHOTS}/${kind}-intro.png` });
    await intro.getByRole('button', { name: 'Enable' }).click();
    const overlay = page.getByTestId('seasonal-overlay');
    await expect(overlay).toHaveAttribute('data-season', kind);
    await expect(overlay.getByTestId('seasonal-falling-item')).toHaveCount(20);
    await expect(overlay.getByTestId('seasonal-ghost')).toHaveCount(ghosts);
    await page.screenshot({ path: `${SCREENSHOTS}/${kind}-overlay.png` });
  }
});
