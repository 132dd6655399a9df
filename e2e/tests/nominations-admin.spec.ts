import type { Page } from '@playwright/test';
import type { NominationPeriodDetail } from '@laurel/shared/contract';
import { expect, signIn, skipSeasonalIntro, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';
import {
  createPeriod,
  nominate,
  NOMINATION_PERIODS_API,
  NOMINATIONS_ADMIN,
  sharedNominationPath,
  uniquePeriodName,
  upcomingDates,
} from '../support/nominations-admin';

const fact = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
const periodRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

/** Two colleagues the seed nominated in its open period (1): people anyone may nominate. */
async function twoColleagues() {
  const admin = await apiSession('awards_admin');
  const seeded = await admin.get<NominationPeriodDetail>(`${NOMINATION_PERIODS_API}/1`);
  await admin.dispose();
  const [first, second] = seeded.nominatedUserSummaries;
  return [first!, second!].map(({ userId, user }) => ({ id: userId, name: user.displayName }));
}

test.describe('nomination periods admin', () => {
  test('an awards admin creates a period (validation first), starts it, favourites a nominee, shares it and closes it', async ({
    page,
    browser,
    pageErrors,
  }, testInfo) => {
    const name = uniquePeriodName('Team player');
    await signIn(page, 'awards_admin');
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Nominations', exact: true })
      .click();
    await expect(page).toHaveURL(NOMINATIONS_ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Nomination periods' })).toBeVisible();
    await expect(periodRow(page, 'Culture Champion 2026')).toContainText('Open');
    await expect(periodRow(page, 'Customer Hero Q1')).toContainText('Upcoming');
    await expect(periodRow(page, 'Mentor of the Year 2025')).toContainText('Closed');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('nominations-index.png'), fullPage: true });

    await page.getByRole('link', { name: 'Create a nomination period' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a nomination period' })).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Nominations per person' }).fill('0');
    await page.getByRole('button', { name: 'Create period' }).click();
    await expect(page.getByText('Give the nomination period a name')).toBeVisible();
    await expect(page.getByText('The nomination limit must be between 1 and 100, or none')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('nominations-form-errors.png'), fullPage: true });

    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('The colleague who always lends a hand.');
    const { startDate, endDate } = upcomingDates(7);
    await page.getByLabel('First day').fill(startDate.slice(0, 10));
    await page.getByLabel('Last day').fill(endDate.slice(0, 10));
    await page.getByRole('spinbutton', { name: 'Nominations per person' }).fill('2');
    await page.getByRole('button', { name: 'Create period' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(id).toBeGreaterThan(0);
    await expect(page.getByText('Upcoming', { exact: true })).toBeVisible();
    await expect(fact(page, 'Nominations per person')).toHaveText('2 nominations');
    await expect(fact(page, 'Visibility')).toHaveText('Admins only');
    await page.getByRole('button', { name: 'Start now' }).click();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close now' })).toBeVisible();

    const [alex, sam] = await twoColleagues();
    const employee = await apiSession('employee');
    const manager = await apiSession('manager');
    await nominate(employee, id, alex!.id, 'Stayed late to get the release out with us.');
    await nominate(employee, id, sam!.id, 'Explains hard things simply.');
    await nominate(manager, id, alex!.id, 'Mentors every new starter.');
    await Promise.all([employee.dispose(), manager.dispose()]);

    await page.reload();
    const nominees = page.getByRole('list', { name: 'Nominees' });
    await expect(nominees.getByRole('listitem')).toHaveCount(2);
    await expect(nominees.getByRole('listitem').first()).toContainText(`${alex!.name}2 nominations`);
    const nominations = page.getByRole('table', { name: 'Every nomination, newest first' });
    await expect(nominations.getByRole('row')).toHaveCount(4);
    await expect(nominations.getByRole('row').nth(1)).toContainText('Mentors every new starter.');

    const alexStar = page.getByRole('button', { name: `Favourite ${alex!.name}` });
    await alexStar.click();
    await expect(alexStar).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(alexStar).toHaveAttribute('aria-pressed', 'true');

    // The server refuses the next favourite: the star shows at once, then goes back with the error.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${NOMINATION_PERIODS_API}/${id}/favorites`, async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: 'server_error', message: 'The favourites are down' } });
    });
    const samStar = page.getByRole('button', { name: `Favourite ${sam!.name}` });
    await samStar.click();
    await expect(samStar).toHaveAttribute('aria-pressed', 'true');
    release();
    await expect(samStar).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('The favourite could not be saved: The favourites are down')).toBeVisible();
    await page.unroute(`**${NOMINATION_PERIODS_API}/${id}/favorites`);
    await expect(alexStar).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Make public' }).click();
    await expect(fact(page, 'Visibility')).toHaveText('Public');
    const link = page.getByRole('textbox', { name: 'Public page' });
    await expect(link).toHaveValue(new RegExp(`${sharedNominationPath(id)}$`));
    await expect(page.getByRole('button', { name: 'Copy public link' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('nominations-period.png'), fullPage: true });

    const visitor = await browser.newContext();
    await skipSeasonalIntro(visitor);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(sharedNominationPath(id));
    await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitorPage.getByRole('list', { name: 'Nominees' })).toContainText(alex!.name);
    await expect(visitorPage.getByRole('list', { name: 'Nominees' })).toContainText(sam!.name);
    await visitor.close();

    await page.getByRole('button', { name: 'Close now' }).click();
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close now' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Nominations per person' })).toHaveValue('2');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('nominations-edit.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('the index filters by status and deletes an upcoming period after a confirmation', async ({
    page,
    pageErrors,
  }) => {
    const admin = await apiSession('company_admin');
    const period = await createPeriod(admin, { name: uniquePeriodName('Rising star'), ...upcomingDates(3) });
    await admin.dispose();
    await signIn(page, 'company_admin');
    await page.goto(`${NOMINATIONS_ADMIN}?status=upcoming`);
    await expect(periodRow(page, period.name)).toContainText('Upcoming');
    await expect(periodRow(page, 'Culture Champion 2026')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('open');
    await expect(periodRow(page, 'Culture Champion 2026')).toBeVisible();
    await expect(periodRow(page, period.name)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('upcoming');

    await page.getByRole('button', { name: `Delete ${period.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${period.name}?` });
    await expect(dialog).toContainText('Its 0 nominations go with it');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${period.name} is deleted.`)).toBeVisible();
    await expect(periodRow(page, period.name)).toHaveCount(0);
    await page.goto(`${NOMINATIONS_ADMIN}/${period.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nomination period not found' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('from the keyboard: create a period, make it public and close it', async ({ page, pageErrors }) => {
    const name = uniquePeriodName('Keyboard hero');
    await signIn(page, 'awards_admin');
    await page.goto(NOMINATIONS_ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Nomination periods' })).toBeVisible();
    const create = page.getByRole('link', { name: 'Create a nomination period' });
    await tabUntilFocused(page, create, 60);
    await page.keyboard.press('Enter');
    const nameField = page.getByRole('textbox', { name: 'Name' });
    await tabUntilFocused(page, nameField, 60);
    await page.keyboard.type(name);
    // The first day is today already; the rest stays as it is (no end, everyone, no limit, admins only).
    await tabUntilFocused(page, page.getByRole('button', { name: 'Create period' }), 40);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    await expect(fact(page, 'Nominations per person')).toHaveText('Unlimited');

    const makePublic = page.getByRole('button', { name: 'Make public' });
    await tabUntilFocused(page, makePublic, 60);
    await page.keyboard.press('Enter');
    await expect(fact(page, 'Visibility')).toHaveText('Public');
    await expect(page.getByRole('button', { name: 'Make admin-only' })).toBeFocused();
    // Close now sits just before it among the period's actions.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Close now' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
