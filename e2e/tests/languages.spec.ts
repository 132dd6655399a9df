import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

const SHOTS = process.env.LAUREL_E2E_SHOTS;

/** A persona of its own company whom no other spec signs in as: its language changes here and goes back after. */
const PERSONA = 'tier_two_user';

/**
 * What the top bar, the incentives page, the feed and the composer say in each language
 * (tier_two: Home, Rewards, Incentives).
 */
const COPY = {
  de: {
    language: 'Deutsch',
    nav: 'Hauptmenü',
    navLinks: ['Start', 'Prämien', 'Anreize'],
    profileSettings: 'Profileinstellungen',
    incentivesIntro: /^Hol dir Punkte/,
    feedTitle: 'Anerkennungs-Feed',
    feedText: /hat .+ Anerkennung gegeben|Noch keine Anerkennungen/,
    give: 'Anerkennung geben',
    message: 'Anerkennungsnachricht',
    tools: 'Zu deiner Anerkennung hinzufügen',
    submit: /^Geben( \+|$)/,
    cancel: 'Abbrechen',
    accountMenu: /Kontomenü für/,
  },
  es: {
    language: 'Español',
    nav: 'Principal',
    navLinks: ['Inicio', 'Recompensas', 'Incentivos'],
    profileSettings: 'Configuración del perfil',
    incentivesIntro: /^Solicita puntos/,
    feedTitle: 'Muro de reconocimientos',
    feedText: /reconoció a|Aún no hay reconocimientos/,
    give: 'Dar reconocimiento',
    message: 'Mensaje de reconocimiento',
    tools: 'Añadir a tu reconocimiento',
    submit: /^Dar( \+|$)/,
    cancel: 'Cancelar',
    accountMenu: /Menú de la cuenta de/,
  },
} as const;

type Language = keyof typeof COPY;

/** The English the top bar shows; none of it may be left once the page speaks another language. */
const ENGLISH_NAV = /\b(Home|Rewards|Incentives|Growth|Analytics|More|Manage)\b/;

/** Chooses an option of a focused select with the arrow keys, as a keyboard user does. */
async function chooseWithArrows(page: Page, select: Locator, value: string) {
  await page.keyboard.press('Home');
  for (let presses = 0; presses < 10 && (await select.inputValue()) !== value; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(value);
}

/** On the profile settings page: Tab to the language, arrow to `language`, Enter from the name saves. */
async function switchLanguage(page: Page, languageLabel: string, language: Language) {
  const select = page.getByLabel(languageLabel, { exact: true });
  await page.getByRole('heading', { level: 1 }).click();
  await tabUntilFocused(page, select, 12);
  await chooseWithArrows(page, select, language);
  await expect(select.locator('option:checked')).toHaveText(COPY[language].language);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: COPY[language].profileSettings })).toBeVisible();
}

/** The top bar, the feed and the give modal, all in `language`. */
async function expectAppIn(page: Page, language: Language) {
  const copy = COPY[language];
  const nav = page.getByRole('navigation', { name: copy.nav });
  for (const name of copy.navLinks) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav).not.toContainText(ENGLISH_NAV);
  await expect(page.getByRole('button', { name: copy.accountMenu })).toBeVisible();

  // remote-programs' copy (the rewards namespace), not only the shell's: its heading and intro, no raw keys.
  await nav.getByRole('link', { name: copy.navLinks[2], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.navLinks[2], exact: true })).toBeVisible();
  await expect(page.getByText(copy.incentivesIntro)).toBeVisible();

  await page.getByRole('link', { name: copy.navLinks[0], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.feedTitle })).toBeVisible();
  await expect(page.getByText(copy.feedText).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/languages-feed-${language}.png`, fullPage: true });

  // Keyboard: the top bar's button opens the composer, Escape closes it.
  const give = page.getByRole('button', { name: copy.give, exact: true });
  await give.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: copy.give });
  await expect(modal.getByRole('textbox', { name: copy.message })).toBeVisible();
  await expect(modal.getByRole('group', { name: copy.tools })).toBeVisible();
  await expect(modal.getByRole('button', { name: copy.submit })).toBeVisible();
  await expect(modal.getByRole('button', { name: copy.cancel, exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/languages-give-${language}.png` });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

test.describe('languages', () => {
  test('a person switches to German, then Spanish, in profile settings and the app follows', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    const session = await apiSession(PERSONA);
    expect((await session.patch('/api/v2/users/me', { locale: 'en' })).status).toBe(200);
    try {
      await signIn(page, PERSONA);
      await page.goto('/');
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('link', { name: 'Profile settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();

      await switchLanguage(page, 'Language', 'de');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/languages-settings-de.png`, fullPage: true });
      await expectAppIn(page, 'de');

      await page.goto('/users/edit');
      await expect(page.getByRole('heading', { level: 1, name: COPY.de.profileSettings })).toBeVisible();
      await switchLanguage(page, 'Sprache', 'es');
      await expectAppIn(page, 'es');

      // The language is the person's: a new page load starts in it.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: COPY.es.feedTitle })).toBeVisible();
      expect(pageErrors).toEqual([]);
    } finally {
      await session.patch('/api/v2/users/me', { locale: 'en' });
      await session.dispose();
    }
  });
});
