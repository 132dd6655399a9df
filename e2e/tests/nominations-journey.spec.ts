import type { Browser, Page } from '@playwright/test';
import type { NominationUserSummary } from '@laurel/shared/contract';
import { expect, signIn, skipSeasonalIntro, test, type Persona } from '../support/fixtures';
import { expectFocusVisible } from '../support/keyboard';
import { apiSession, type ApiSession } from '../support/api-session';
import { seriousViolations } from '../support/axe';
import { tabUntilFocused } from '../support/give-recognition';
import {
  NOMINATIONS_ADMIN,
  createPeriod,
  nominate,
  nominationPeriodPath,
  sharedNominationPath,
  uniquePeriodName,
  upcomingDates,
} from '../support/nominations-admin';

// Issue 16's nomination chain, each person in a browser of their own: an awards admin creates a period with a
// limit of two in the admin pages and starts it; Emma nominates from ?beginNomination= by the keyboard alone, then from /nominations, where
// the limit refuses the one past it in the server's words; Mateo nominates from the page; the admin
// favourites the most nominated and makes the period public; a visitor reads it signed out; and on a phone
// the add menu's nominate action opens it.
const LIMIT = 2;
const SCREENSHOTS = 'test-results/nominations-journey';
const RITA = 'Rita Receiver';
const OSCAR = 'Oscar Observer';
const GLORIA = 'Gloria Global';
const DESCRIPTION = 'The colleague who always lends a hand.';

/** The admin pages (nominations-admin): a period with a limit, made upcoming, then started now. */
async function openPeriodInAdmin(admin: Page, name: string) {
  await admin.goto(`${NOMINATIONS_ADMIN}/new`);
  await admin.getByRole('textbox', { name: 'Name' }).fill(name);
  await admin.getByRole('textbox', { name: 'Description' }).click();
  await admin.keyboard.type(DESCRIPTION);
  const { startDate, endDate } = upcomingDates(7);
  await admin.getByLabel('First day').fill(startDate.slice(0, 10));
  await admin.getByLabel('Last day').fill(endDate.slice(0, 10));
  await admin.getByRole('spinbutton', { name: 'Nominations per person' }).fill(String(LIMIT));
  await admin.getByRole('button', { name: 'Create period' }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await admin.getByRole('button', { name: 'Start now' }).click();
  await expect(admin.getByRole('button', { name: 'Close now' })).toBeVisible();
  return { id: Number(new URL(admin.url()).pathname.split('/').pop()), name };
}

async function pageOf(browser: Browser, persona: Persona | null, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  await skipSeasonalIntro(context);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  if (persona) await signIn(page, persona);
  return { page, errors };
}

async function colleagueId(session: ApiSession, periodId: number, name: string) {
  const { result } = await session.get<{ result: NominationUserSummary[] }>(
    `/api/v2/nomination_periods/${periodId}/nominees?search=${encodeURIComponent(name)}`,
  );
  return result.find((person) => person.displayName === name)!.id;
}

const nominateDialog = (page: Page, periodName: string) =>
  page.getByRole('dialog', { name: `Nominate in ${periodName}` });

async function chooseAndGiveReason(page: Page, periodName: string, nominee: string, reason: string) {
  const dialog = nominateDialog(page, periodName);
  await dialog.getByRole('searchbox', { name: 'Search colleagues' }).fill(nominee);
  await dialog.getByRole('radio', { name: new RegExp(nominee) }).check();
  await dialog.getByRole('textbox', { name: 'Why are you nominating them? (required)' }).fill(reason);
  return dialog;
}

test('a nomination period from its opening to its public page', async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await pageOf(browser, 'awards_admin');
  const period = await openPeriodInAdmin(admin.page, uniquePeriodName('Team player'));
  expect(period.id).toBeGreaterThan(0);
  const stamp = Date.now().toString(36);
  const reasons = {
    emmaForRita: `Covered every support shift in the launch week ${stamp}`,
    emmaForOscar: `Found the budget error before the audit ${stamp}`,
    mateoForRita: `Trained the whole new support team ${stamp}`,
  };

  // Emma, from the address a notification links to, by the keyboard alone.
  const emma = await pageOf(browser, 'employee');
  await emma.page.goto(`/?beginNomination=${period.id}`);
  const modal = nominateDialog(emma.page, period.name);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('2 of 2 nominations left');
  await expect(modal).toContainText(DESCRIPTION);
  const search = modal.getByRole('searchbox', { name: 'Search colleagues' });
  await expectFocusVisible(search);
  expect(await seriousViolations(emma.page, '[role="dialog"]')).toEqual([]);
  await emma.page.screenshot({ path: `${SCREENSHOTS}/modal.png` });
  // Sent empty, each field says what it needs and the search takes the focus back.
  await tabUntilFocused(emma.page, modal.getByRole('button', { name: 'Nominate' }));
  await emma.page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  await expect(modal).toContainText('Choose the colleague you are nominating');
  await expect(modal).toContainText('Say why you are nominating this colleague');
  await emma.page.screenshot({ path: `${SCREENSHOTS}/modal-errors.png` });
  await emma.page.keyboard.type(RITA);
  await expect(modal.getByRole('radio')).toHaveCount(1);
  await emma.page.keyboard.press('Tab');
  await expectFocusVisible(modal.getByRole('radio', { name: new RegExp(RITA) }));
  await emma.page.keyboard.press('Space');
  await expect(modal.getByRole('radio', { name: new RegExp(RITA) })).toBeChecked();
  await emma.page.keyboard.press('Tab');
  await expectFocusVisible(modal.getByRole('textbox', { name: 'Why are you nominating them? (required)' }));
  await emma.page.keyboard.type(reasons.emmaForRita);
  await emma.page.keyboard.press('Tab');
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await emma.page.keyboard.press('Tab');
  await expectFocusVisible(modal.getByRole('button', { name: 'Nominate' }));
  await emma.page.keyboard.press('Enter');
  await expect(modal).toHaveCount(0);
  await expect(emma.page.getByText(`You nominated ${RITA} in ${period.name}.`)).toBeVisible();
  await expect(emma.page).not.toHaveURL(/beginNomination/);

  // Then from her nominations page; the last one left is taken elsewhere before she sends it.
  await emma.page.goto('/nominations');
  const card = emma.page.getByRole('listitem').filter({ has: emma.page.getByRole('heading', { name: period.name }) });
  await expect(card).toContainText('1 of 2 nominations left');
  const yours = emma.page.getByRole('region', { name: 'Your nominations' });
  await expect(yours).toContainText(reasons.emmaForRita);
  const nominateButton = card.getByRole('button', { name: `Nominate in ${period.name}` });
  await nominateButton.click();
  const second = await chooseAndGiveReason(emma.page, period.name, OSCAR, reasons.emmaForOscar);
  const emmaApi = await apiSession('employee');
  await nominate(emmaApi, period.id, await colleagueId(emmaApi, period.id, GLORIA), `Ran the offsite ${stamp}`);
  await second.getByRole('button', { name: 'Nominate' }).click();
  await expect(second.getByRole('alert')).toHaveText(
    `Your nomination was not sent. You have made all ${LIMIT} of your nominations`,
  );
  // Nothing typed is lost.
  await expect(second.getByRole('textbox', { name: /Why are you nominating/ })).toHaveValue(reasons.emmaForOscar);
  await expect(second.getByRole('radio', { name: new RegExp(OSCAR) })).toBeChecked();
  await emma.page.screenshot({ path: `${SCREENSHOTS}/limit-refused.png` });
  await emma.page.keyboard.press('Escape');
  await expect(second).toHaveCount(0);
  await expect(nominateButton).toBeFocused();
  const refused = await emmaApi.post<{ message: string }>('/api/v2/nominations', {
    nominationPeriodId: period.id,
    nominatedUserId: await colleagueId(emmaApi, period.id, OSCAR),
    reason: 'One more',
  });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe(`You have made all ${LIMIT} of your nominations`);
  await emma.page.reload();
  await expect(card).toContainText('All nominations made');
  await expect(card.getByRole('button')).toHaveCount(0);

  // Mateo, from the page.
  const mateo = await pageOf(browser, 'manager');
  await mateo.page.goto('/nominations');
  await expect(mateo.page.getByRole('heading', { level: 1, name: 'Nominations' })).toBeVisible();
  await expect(mateo.page.getByRole('region', { name: 'Open nomination periods' })).toContainText(period.name);
  expect(await seriousViolations(mateo.page)).toEqual([]);
  await mateo.page.getByRole('button', { name: `Nominate in ${period.name}` }).click();
  const mateos = await chooseAndGiveReason(mateo.page, period.name, RITA, reasons.mateoForRita);
  await mateos.getByRole('button', { name: 'Nominate' }).click();
  await expect(mateos).toHaveCount(0);
  const mateoNominations = mateo.page.getByRole('region', { name: 'Your nominations' });
  await expect(mateoNominations).toContainText(RITA);
  await expect(mateoNominations).toContainText(reasons.mateoForRita);
  await expect(mateo.page.getByRole('listitem').filter({ hasText: period.name }).first()).toContainText(
    '1 of 2 nominations left',
  );
  await mateo.page.screenshot({ path: `${SCREENSHOTS}/nominations-page.png`, fullPage: true });

  // The admin favourites the most nominated and makes the period public, on the period's admin page.
  await admin.page.goto(nominationPeriodPath(period.id));
  const ritaStar = admin.page.getByRole('button', { name: `Favourite ${RITA}` });
  await ritaStar.click();
  await expect(ritaStar).toHaveAttribute('aria-pressed', 'true');
  await admin.page.getByRole('button', { name: 'Make public' }).click();
  await expect(admin.page.getByRole('textbox', { name: 'Public page' })).toHaveValue(
    new RegExp(`${sharedNominationPath(period.id)}$`),
  );
  await admin.page.reload();
  await expect(ritaStar).toHaveAttribute('aria-pressed', 'true');

  // A visitor, signed out, reads names and summaries.
  const visitor = await pageOf(browser, null);
  await visitor.page.goto(sharedNominationPath(period.id));
  await expect(visitor.page.getByRole('heading', { level: 1, name: period.name })).toBeVisible();
  const nominees = visitor.page.getByRole('list', { name: 'Nominees' }).getByRole('listitem');
  const rita = nominees.filter({ hasText: RITA });
  await expect(rita).toContainText('2 nominations');
  await expect(rita).toContainText(reasons.emmaForRita);
  await expect(rita).toContainText(reasons.mateoForRita);
  await expect(nominees.filter({ hasText: GLORIA })).toContainText('1 nomination');
  await expect(nominees.filter({ hasText: OSCAR })).toHaveCount(0);
  await expect(visitor.page.locator('main')).not.toContainText('@');
  await visitor.page.screenshot({ path: `${SCREENSHOTS}/shared.png`, fullPage: true });

  for (const { errors } of [admin, emma, mateo, visitor]) expect(errors).toEqual([]);
  await emmaApi.dispose();
});

test('on a phone, the add menu’s nominate opens the open periods to choose from', async ({ browser }) => {
  const admin = await apiSession('awards_admin');
  const period = await createPeriod(admin, { name: uniquePeriodName('Phone pick'), nominationLimit: 1 });
  const { page, errors } = await pageOf(browser, 'receiver', { width: 400, height: 800 });
  await page.goto('/');
  const create = page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Create' });
  await create.click();
  await page.getByRole('menuitem', { name: 'Nominate' }).click();
  // The seeded Culture Champion period is open too: the action offers a choice.
  const chooser = page.getByRole('dialog', { name: 'Nominate a colleague' });
  await expect(chooser.getByRole('button', { name: `Nominate in ${period.name}` })).toBeVisible();
  await expect(chooser.getByRole('button', { name: /^Nominate in / }).first()).toBeFocused();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/phone-chooser.png` });
  await chooser.getByRole('button', { name: `Nominate in ${period.name}` }).click();
  const dialog = nominateDialog(page, period.name);
  await expect(dialog).toContainText('1 of 1 nominations left');
  await expect(dialog.getByRole('searchbox', { name: 'Search colleagues' })).toBeFocused();
  await page.screenshot({ path: `${SCREENSHOTS}/phone-modal.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();
  expect(errors).toEqual([]);
  await admin.dispose();
});
