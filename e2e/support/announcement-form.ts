import type { Locator, Page } from '@playwright/test';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Platform §6: the admin page is the global admin's (with both announcement permissions); the menu entry is anyone's who administers them. */
export const ANNOUNCEMENTS_PAGE_ADMIN = 'global_admin';
export const ANNOUNCEMENTS_ADMIN_PAGE = '/admin/company/announcements';
/** A department group of the seed: the receiver persona is in it, the employee is not. */
export const ANNOUNCEMENT_GROUP = 'Customer Success';

export const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS);
const ordinal = (day: number) => {
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th');
  return `${day}${suffix}`;
};
/** The calendar's name of a day cell (date-fns `PPPP` in en-US), e.g. "Monday, November 23rd, 2026". */
export const cellName = (date: Date) =>
  `${date.toLocaleDateString('en-US', { weekday: 'long' })}, ${date.toLocaleDateString('en-US', {
    month: 'long',
  })} ${ordinal(date.getDate())}, ${date.getFullYear()}`;

export const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Picks the start and end days on the form's date range picker. */
export async function pickDates(page: Page, dialog: Locator, start: Date, end: Date) {
  await dialog.getByRole('button', { name: /Start and end dates/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Start and end dates' });
  for (const date of [start, end]) {
    const cell = calendar.getByRole('button', { name: cellName(date), exact: true });
    if (!(await cell.isVisible())) await calendar.getByRole('button', { name: 'Next month' }).click();
    await cell.click();
  }
  await calendar.getByRole('button', { name: 'Apply' }).click();
}

/** Searches the form's recipient picker and picks the option matching `option`. */
export async function chooseRecipient(dialog: Locator, query: string, option: string) {
  await dialog.getByRole('combobox', { name: 'To' }).fill(query);
  await dialog.getByRole('option', { name: new RegExp(option) }).click();
}

/** The admin page's list of scheduled or posted announcements. */
export const rowsOf = (page: Page, list: 'Scheduled' | 'Posted') =>
  page.getByRole('region', { name: new RegExp(`^${list} `) });
