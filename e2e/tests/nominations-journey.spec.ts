import type { Browser, Page } from '@playwright/test';
import type { NominationUserSummary } from '@laurel/shared/contract';
import { expect, signIn, skipSeasonalIntro, test, type Persona } from '../support/fixtures';
import { apiSession, type ApiSession } from '../support/api-session';
import { seriousViolations } from '../support/axe';
import { tabUntilFocused } from '../support/give-recognition';
import {
  NOMINATION_PERIODS_API,
  createPeriod,
  nominate,
  sharedNominationPath,
  uniquePeriodName,
} from '../support/nominations-admin';

// Issue 16's nomination chain, each person in a browser of their own: an awards admin opens a period with a
// limit of two; Emma nominates from ?beginNomination= by the keyboard alone, then from /nominations, where
// the limit refuses the one past it in the server's words; Mateo nominates from the page; the admin
// favourites the most nominated and makes the period public; a visitor reads it signed out; and on a phone
// the add menu's nominate action opens it.
const LIMIT = 2;
const SCREENSHOTS = 'test-results/nominations-journey';
const RITA = 'Rita Receiver';
const OSCAR = 'Oscar Observer';
const GLORIA = 'Gloria Global';

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
  const admin = await apiSession('awards_admin');
  const period = await createPeriod(admin, { name: uniquePeriodName('Team player'), nominationLimit: LIMIT });
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
  await expect(modal).toContainText('Made by an end-to-end test.');
  const search = modal.getByRole('searchbox', { name: 'Search colleagues' });
  await expect(search).toBeFocused();
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
  await expect(modal.getByRole('radio', { name: new RegExp(RITA) })).toBeFocused();
  await emma.page.keyboard.press('Space');
  await expect(modal.getByRole('radio', { name: new RegExp(RITA) })).toBeChecked();
  await emma.page.keyboard.press('Tab');
  await expect(modal.getByRole('textbox', { name: 'Why are you nominating them? (required)' })).toBeFocused();
  await emma.page.keyboard.type(reasons.emmaForRita);
  await emma.page.keyboard.press('Tab');
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await emma.page.keyboard.press('Tab');
  await expect(modal.getByRole('button', { name: 'Nominate' })).toBeFocused();
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

  // The admin favourites the most nominated and makes the period public.
  const ritaId = await colleagueId(emmaApi, period.id, RITA);
  const favourite = await admin.patch(`${NOMINATION_PERIODS_API}/${period.id}/favorites`, { userIdsToAdd: [ritaId] });
  expect(favourite.status).toBe(200);
  const published = await admin.patch(`${NOMINATION_PERIODS_API}/${period.id}`, { visibility: 'public' });
  expect(published.status).toBe(200);

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

  for (const { errors } of [emma, mateo, visitor]) expect(errors).toEqual([]);
  await Promise.all([admin.dispose(), emmaApi.dispose()]);
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
