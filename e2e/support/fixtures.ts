import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

import { PERSONA_EXPECTATIONS } from '@laurel/shared/testing/persona-expectations';
import { CURRENT_SEASON, introSeenKey } from '@laurel/shared/seasonal';
import { postSignInForm } from './sign-in';

export type Persona = keyof typeof PERSONA_EXPECTATIONS;

/** Signs the page's browser context in through the dev sign-in form's endpoint. */
export async function signIn(page: Page, persona: Persona = 'employee') {
  const response = await postSignInForm(page.request, persona);
  expect(response.status()).toBe(303);
}

/** The seasonal intro opens once per season on a first visit; measure and test the everyday page. */
export const skipSeasonalIntro = (target: Page | BrowserContext) =>
  target.addInitScript((key) => window.localStorage.setItem(key, 'true'), introSeenKey(CURRENT_SEASON));

interface Fixtures {
  /** Uncaught errors thrown in the page; each test expects none unless it says otherwise. */
  pageErrors: Error[];
  /** Whether the seasonal theme's intro may open by itself; only its own test wants it. */
  seasonalIntro: boolean;
}

export const test = base.extend<Fixtures>({
  seasonalIntro: [false, { option: true }],
  page: async ({ page, seasonalIntro }, use) => {
    if (!seasonalIntro) await skipSeasonalIntro(page);
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };
