import { test as base, expect, type Page } from '@playwright/test';

export type Persona = 'employee' | 'manager' | 'company_admin';

/** Signs the page's browser context in through the dev sign-in form's endpoint. */
export async function signIn(page: Page, persona: Persona = 'employee') {
  const response = await page.request.post('/users/sign_in', {
    form: { persona, redirect_to: '/' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

interface Fixtures {
  /** Uncaught errors thrown in the page; each test expects none unless it says otherwise. */
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };
