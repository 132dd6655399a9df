import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

const SHOTS = process.env.LAUREL_E2E_SHOTS;

// The tests take turns with Olivia's theme preference: one worker, in order.
test.describe.configure({ mode: 'default' });

// The page colour token of each theme (tokens.css), as the browser computes it.
const LIGHT_PAGE = 'rgb(246, 247, 249)';
const DARK_PAGE = 'rgb(18, 21, 27)';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

type EarlyTheme = { body?: string; ready?: string };

/**
 * Registered before every document: the theme <html> has when the parser reaches <body> (before
 * anything can be painted, and before any deferred script or stylesheet of the app has run) and at
 * DOMContentLoaded, as "data-theme / color-scheme meta".
 */
function recordEarlyTheme() {
  const seen: EarlyTheme = {};
  (window as unknown as { __laurelEarlyTheme: EarlyTheme }).__laurelEarlyTheme = seen;
  const read = () =>
    `${document.documentElement.getAttribute('data-theme')} / ${document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')}`;
  const observer = new MutationObserver(() => {
    if (!document.body) return;
    seen.body = read();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => (seen.ready = read()));
}

const earlyTheme = (page: Page) =>
  page.evaluate(() => (window as unknown as { __laurelEarlyTheme: EarlyTheme }).__laurelEarlyTheme);

const DARK_PAGES: [name: string, path: string, ready: (page: Page) => Promise<void>][] = [
  ['home', '/', (page) => expect(page.getByRole('heading', { level: 1, name: 'Recognition feed' })).toBeVisible()],
  [
    'admin-dashboard',
    '/admin/dashboard',
    (page) => expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible(),
  ],
  [
    'rewards',
    '/rewards',
    (page) => expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible(),
  ],
];

test('Dark chosen by keyboard turns the app dark at once and on reload, passes axe in dark; System follows the device', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  // Olivia (trial_admin) is the admin of a company of her own; her appearance goes back to System in `finally`.
  const olivia = await apiSession('trial_admin');
  try {
    expect((await olivia.patch('/api/v2/users/me', { theme_preference: 'system' })).status).toBe(200);
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, 'trial_admin');
    await page.goto('/users/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
    expect(await pageBackground(page)).toBe(LIGHT_PAGE);

    const appearance = page.getByRole('group', { name: 'Appearance' });
    const system = appearance.getByRole('radio', { name: 'System' });
    await expect(system).toBeChecked();
    await page.getByRole('heading', { level: 1 }).click();
    await tabUntilFocused(page, system, 20);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
    await expect(appearance.getByText('Appearance saved.')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/appearance-dark.png`, fullPage: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

    for (const [name, path, ready] of DARK_PAGES) {
      await page.goto(path);
      await ready(page);
      expect(await pageBackground(page)).toBe(DARK_PAGE);
      expect(await seriousViolations(page), `${path} in dark`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dark-${name}.png`, fullPage: true });
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'Invite' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('button', { name: 'Send invitations' })).toBeVisible();
    expect(await seriousViolations(page), 'invite dialog in dark').toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dark-invite-dialog.png` });
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // Back to System by keyboard: the device's setting decides, light or dark.
    await page.goto('/users/edit');
    const dark = page.getByRole('radio', { name: 'Dark' });
    await page.getByRole('heading', { level: 1 }).click();
    await tabUntilFocused(page, dark, 20);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE);
    await expect(page.getByText('Appearance saved.')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE);
    expect(pageErrors).toEqual([]);
  } finally {
    await olivia.patch('/api/v2/users/me', { theme_preference: 'system' });
    await olivia.dispose();
  }
});

test('a Light preference on a dark system paints light from the first frame on reload; the profile wins; signing out forgets it', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const olivia = await apiSession('trial_admin');
  try {
    expect((await olivia.patch('/api/v2/users/me', { theme_preference: 'light' })).status).toBe(200);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(recordEarlyTheme);
    await signIn(page, 'trial_admin');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Recognition feed' })).toBeVisible();
    // A first load on this device cannot know the preference before the profile says it.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Recognition feed' })).toBeVisible();
    expect(await earlyTheme(page)).toEqual({ body: 'light / light', ready: 'light / light' });
    expect(await pageBackground(page)).toBe(LIGHT_PAGE);

    // Changed on another device: this one paints what it last saw, then the profile decides.
    expect((await olivia.patch('/api/v2/users/me', { theme_preference: 'system' })).status).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Recognition feed' })).toBeVisible();
    expect((await earlyTheme(page)).body).toBe('light / light');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
    expect((await olivia.patch('/api/v2/users/me', { theme_preference: 'light' })).status).toBe(200);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE);

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Laurel' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('laurel.theme_preference'))).toBeNull();
    // The next sign-in on this device starts from the system's theme until the profile says otherwise.
    await signIn(page, 'trial_admin');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Recognition feed' })).toBeVisible();
    expect((await earlyTheme(page)).body).toBe('null / light dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(pageErrors).toEqual([]);
  } finally {
    await olivia.patch('/api/v2/users/me', { theme_preference: 'system' });
    await olivia.dispose();
  }
});

test('reduced motion: transitions and animations end at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, 'trial_admin');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Recognition feed' })).toBeVisible();
  const longest = await page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('body *')].flatMap((element) => {
        const style = getComputedStyle(element);
        return [...style.transitionDuration.split(','), ...style.animationDuration.split(',')].map(parseFloat);
      }),
    ),
  );
  expect(longest).toBeLessThan(0.001);
});
