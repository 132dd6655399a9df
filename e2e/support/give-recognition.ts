import { expect, request, type Locator, type Page } from '@playwright/test';
import { SHELL_ORIGIN } from './system';
import type { Persona } from './fixtures';
import { postSignInForm } from './sign-in';

/** The give-recognition modal, opened from the top bar. */
export async function openGiveModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Give recognition' }).click();
  const modal = page.getByRole('dialog', { name: /Give recognition|Add on/ });
  await expect(modal.getByRole('textbox', { name: 'Recognition message' })).toBeVisible();
  return modal;
}

export const messageBox = (modal: Locator) => modal.getByRole('textbox', { name: 'Recognition message' });

export const suggestions = (page: Page) => page.getByRole('listbox');

/** Types a trigger token and clicks the suggestion named like `option`. */
export async function pickSuggestion(page: Page, typed: string, option: string | RegExp) {
  await page.keyboard.type(typed);
  await suggestions(page).getByRole('option', { name: option }).click();
}

/** The JSON an API path answers to a persona, through their own session. */
export async function apiAs<T>(persona: Persona, path: string): Promise<T> {
  const context = await request.newContext({ baseURL: SHELL_ORIGIN });
  try {
    await postSignInForm(context, persona);
    const { jwt } = (await (await context.get('/api/v2/jwt')).json()) as { jwt: string };
    const answer = await context.get(path, { headers: { Authorization: `Bearer ${jwt}` } });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as T;
  } finally {
    await context.dispose();
  }
}

export const earningsOf = async (persona: Persona) =>
  (await apiAs<{ result: { earning_balance: number } }>(persona, '/api/v2/users/show')).result.earning_balance;

/** Presses Tab until `target` has focus, failing after `limit` presses. */
export async function tabUntilFocused(page: Page, target: Locator, limit = 10) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

/** Puts the caret at the end of the message and types there. */
export async function typeAtEnd(modal: Locator, text: string) {
  await messageBox(modal).focus();
  await modal.page().keyboard.press('Control+End');
  await modal.page().keyboard.type(text);
}
