import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

import { PERSONA_EXPECTATIONS } from '@laurel/shared/testing/persona-expectations';
import { introSeenKey, seasonsOfYear } from '@laurel/shared/seasonal';
import { postSignInForm } from './sign-in';

export type Persona = keyof typeof PERSONA_EXPECTATIONS;

/** Signs the page's browser context in through the dev sign-in form's endpoint. */
export async function signIn(page: Page, persona: Persona = 'employee') {
  const response = await postSignInForm(page.request, persona);
  expect(response.status()).toBe(303);
}

// Last year's to next year's seasons: whatever the date, in the runner or on a page's own clock.
const thisYear = new Date().getFullYear();
const NEARBY_INTRO_SEEN_KEYS = [thisYear - 1, thisYear, thisYear + 1].flatMap(seasonsOfYear).map(introSeenKey);

/** The seasonal intro opens once per season on a first visit; measure and test the everyday page. */
export const skipSeasonalIntro = (target: Page | BrowserContext) =>
  target.addInitScript(
    (keys) => keys.forEach((key) => window.localStorage.setItem(key, 'true')),
    NEARBY_INTRO_SEEN_KEYS,
  );

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
