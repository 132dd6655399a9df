import type { BonusView } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { messageBox, openGiveModal, pickSuggestion, tabUntilFocused } from '../support/give-recognition';

const SHOTS = process.env.LAUREL_E2E_SHOTS;

/** Changes a persona's own settings through the API, and puts them back afterwards. */
async function settingsOf(persona: 'tier_three_user' | 'receiver', change: object, restore: object) {
  const session = await apiSession(persona);
  const answer = await session.patch('/api/v2/users/me', change);
  expect(answer.status, 'PATCH /api/v2/users/me').toBe(200);
  return async () => {
    await session.patch('/api/v2/users/me', restore);
    await session.dispose();
  };
}

test.describe('profile settings', () => {
  test('opens from the user menu, passes axe, and a language chosen with the keyboard switches the app', async ({
    page,
    pageErrors,
  }) => {
    // A persona of its own company that no other spec signs in as: the language goes back in `finally`.
    const restore = await settingsOf('tier_three_user', { locale: 'en' }, { locale: 'en' });
    try {
      await signIn(page, 'tier_three_user');
      await page.goto('/');
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('link', { name: 'Profile settings' }).click();
      await expect(page).toHaveURL(/\/users\/edit$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'How I like to be recognised' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-settings.png`, fullPage: true });

      // Keyboard only: Tab to the language, choose German, Enter from the name saves the form.
      const language = page.getByLabel('Language');
      await page.getByRole('heading', { level: 1 }).click();
      await tabUntilFocused(page, language, 10);
      await language.selectOption('de');
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByLabel('Name')).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { level: 1, name: 'Profileinstellungen' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
      await expect(nav.getByRole('link', { name: 'Start' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Prämien' })).toBeVisible();
      await expect(page.getByText('Deine Einstellungen sind gespeichert.')).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-settings-de.png`, fullPage: true });

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Profileinstellungen' })).toBeVisible();
      expect(pageErrors).toEqual([]);
    } finally {
      await restore();
    }
  });

  test('shows a refused name at its field and keeps what was typed', async ({ page, pageErrors }) => {
    await signIn(page, 'tier_three_user');
    await page.goto('/users/edit');
    const name = page.getByLabel('Name');
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('   ');
    expect(pageErrors).toEqual([]);
  });

  test('a person who prefers private recognition: the giver’s composer starts private and says why', async ({
    page,
    pageErrors,
  }) => {
    const none = { default_privacy: null, leaderboard_opt_out: false, celebrations_opt_out: false };
    const restore = await settingsOf(
      'receiver',
      { recognition_preferences: { ...none, default_privacy: 'privately_visible' } },
      { recognition_preferences: none },
    );
    try {
      await signIn(page, 'employee');
      await page.goto('/');
      const modal = await openGiveModal(page);
      await messageBox(modal).click();
      await page.keyboard.type('+1 ');
      await pickSuggestion(page, '@Rita', /Rita Receiver/);
      await page.keyboard.type(` thanks for the customer call ${Date.now()} #OwnIt`);

      await expect(modal.getByText('Rita Receiver prefers private recognition.', { exact: false })).toBeVisible();
      await expect(modal.getByRole('button', { name: /Visible to: Only the people involved/ })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/composer-preference.png` });

      const given = page.waitForResponse(
        (response) => response.url().includes('/api/v2/bonuses') && response.request().method() === 'POST',
      );
      await modal.getByRole('button', { name: /^Give/ }).click();
      const answer = (await (await given).json()) as { result: BonusView };
      expect(answer.result.privacy).toBe('privately_visible');
      expect(pageErrors).toEqual([]);
    } finally {
      await restore();
    }
  });
});
