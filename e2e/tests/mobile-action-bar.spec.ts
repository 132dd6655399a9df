import type { Page } from '@playwright/test';
import { expect, signIn, test, type Persona } from '../support/fixtures';
import { seriousViolations } from '../support/axe';

const SCREENSHOTS = 'test-results/mobile-action-bar';

async function openAt(page: Page, persona: Persona, path: string, width = 375, height = 667) {
  await page.setViewportSize({ width, height });
  await signIn(page, persona);
  await page.goto(path);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

const actionBar = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });

test.describe('the mobile action bar at 375 × 667 (recognition §2)', () => {
  test('floats over home with search, the add menu and the cart, reachable by keyboard', async ({
    page,
    pageErrors,
  }) => {
    await openAt(page, 'announcements_admin', '/');
    const bar = actionBar(page);
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(667);
    expect(box && box.x).toBeGreaterThanOrEqual(0);
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENSHOTS}/bar.png` });
    expect(await seriousViolations(page, 'nav[aria-label="Quick actions"]')).toEqual([]);

    const add = bar.getByRole('button', { name: 'Create' });
    await add.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    // The seeded Culture Champion period is open to everyone, so nominate is there too (after check-in).
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Give feedback',
      'Check in',
      'Nominate',
      'Make an announcement',
      'Write recognition',
      'Record recognition',
    ]);
    await page.screenshot({ path: `${SCREENSHOTS}/add-menu.png` });
    expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
    // Opened by the keyboard, the menu focuses its first item; Write recognition is four down. The arrows go on
    // until it has the focus: on a slow machine the menu may put the focus back on its first item once more.
    const write = menu.getByRole('menuitem', { name: 'Write recognition' });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    for (
      let presses = 0;
      presses < 8 && !(await write.evaluate((item) => item === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(write).toBeFocused();
    await page.keyboard.press('Enter');
    const give = page.getByRole('dialog', { name: 'Give recognition' });
    await expect(give).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(give).toHaveCount(0);
    await expect(add).toBeFocused();

    await bar.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');

    await bar.getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(actionBar(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('record recognition opens the give modal on its video recorder', async ({ page }) => {
    await openAt(page, 'employee', '/');
    await actionBar(page).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Record recognition' }).click();
    const recorder = page.getByRole('dialog', { name: 'Record a video' });
    await expect(recorder).toBeVisible();
    // The recorder opens over the composer, which is there once it closes.
    await page.keyboard.press('Escape');
    await expect(recorder).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Give recognition' })).toBeVisible();
  });

  test('opens the make-announcement modal for an announcer', async ({ page }) => {
    await openAt(page, 'announcements_admin', '/');
    await actionBar(page).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Make an announcement' }).click();
    await expect(page.getByRole('dialog', { name: /announcement/i })).toBeVisible();
  });

  test('offers an observer, who cannot give, feedback, a check-in and the open nomination period', async ({ page }) => {
    await openAt(page, 'observer', '/');
    await expect(actionBar(page)).toBeVisible();
    await actionBar(page).getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Give feedback', 'Check in', 'Nominate']);
  });

  test('is not there on a wide screen, nor away from home', async ({ page }) => {
    await openAt(page, 'employee', '/', 1280, 800);
    await expect(page.getByRole('feed', { name: 'Recognition feed' })).toBeVisible();
    await expect(actionBar(page)).toHaveCount(0);
    await openAt(page, 'employee', '/rewards');
    await expect(actionBar(page)).toHaveCount(0);
  });
});
