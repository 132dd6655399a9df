import type { Browser, Locator, Page } from '@playwright/test';
import { expect, signIn, skipSeasonalIntro, test, type Persona } from '../support/fixtures';
import { AWARDS_ADMIN, uniqueAwardName } from '../support/awards-admin';
import { seriousViolations } from '../support/axe';
import { tabUntilFocused } from '../support/give-recognition';

// Issue 16 item 1: an awards admin gives a budgeted award through the banner and the composer; Theo receives
// it in his feed; the budget holds two gives and refuses the third with the spec's words, the text kept.
const POINTS = 10;
const RECEIVER = 'Theo Tech';

async function pageOf(browser: Browser, persona: Persona) {
  const context = await browser.newContext();
  await skipSeasonalIntro(context);
  const page = await context.newPage();
  await signIn(page, persona);
  return page;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Give an award' });
const awardModal = (page: Page) => page.getByRole('dialog', { name: 'Give an award' });
const recipientsBox = (modal: Locator) => modal.getByRole('textbox', { name: 'Who receives the award' });

async function chooseRecipient(page: Page, modal: Locator) {
  await recipientsBox(modal).focus();
  await page.keyboard.type('@theo');
  await expect(page.getByRole('listbox').getByRole('option', { name: new RegExp(RECEIVER) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(recipientsBox(modal)).toContainText(`@${RECEIVER}`);
}

async function openFromBanner(page: Page, awardName: string) {
  await banner(page).getByRole('button', { name: 'Give an award' }).click();
  const modal = awardModal(page);
  await modal.getByRole('radio', { name: new RegExp(awardName) }).check();
  return modal;
}

test('an award from the feed’s banner to the receiver’s feed, until its budget is spent', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = uniqueAwardName('Spot award');
  const giver = await pageOf(browser, 'awards_admin');
  // The awards admin makes the award in the admin form: 10 points, a budget of two gives a month.
  await giver.goto(`${AWARDS_ADMIN}/new`);
  await giver.getByRole('textbox', { name: 'Name' }).fill(name);
  await giver.getByRole('spinbutton', { name: 'Points per recipient' }).fill(String(POINTS));
  await giver.getByRole('combobox', { name: 'Budget period' }).selectOption('month');
  await giver.getByRole('spinbutton', { name: 'Points per month' }).fill(String(2 * POINTS));
  await giver.getByRole('textbox', { name: 'Message' }).fill('Thank you @recipient for the launch!');
  await giver.getByRole('checkbox', { name: 'The giver may write their own message' }).check();
  await giver.getByRole('button', { name: 'Create award' }).click();
  await expect(giver).toHaveURL(AWARDS_ADMIN);
  await expect(giver.getByRole('row', { name: new RegExp(name) })).toContainText(`0 / ${2 * POINTS} points this month`);

  await giver.goto('/');
  await expect(banner(giver)).toBeVisible();
  await giver.screenshot({ path: test.info().outputPath('banner.png') });

  // The first give from the keyboard alone: the banner's button, the award, the recipient, Ctrl+Enter.
  const open = banner(giver).getByRole('button', { name: 'Give an award' });
  await tabUntilFocused(giver, open, 60);
  await giver.keyboard.press('Enter');
  const modal = awardModal(giver);
  const radio = modal.getByRole('radio', { name: new RegExp(name) });
  await radio.focus();
  await giver.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await expect(modal.getByText(`${2 * POINTS} points left in this award's budget this month.`)).toBeVisible();
  await chooseRecipient(giver, modal);
  await expect(modal.getByText(/^Thank you @theo\S* for the launch!$/)).toBeVisible();
  expect(await seriousViolations(giver, '[role="dialog"]')).toEqual([]);
  await modal.screenshot({ path: test.info().outputPath('composer.png') });
  await recipientsBox(modal).focus();
  await giver.keyboard.press('Control+Enter');
  await expect(giver.getByText('Award given')).toBeVisible();
  await expect(modal).toBeHidden();

  const receiver = await pageOf(browser, 'tech_admin');
  await receiver.goto('/');
  const card = receiver
    .getByRole('article')
    .filter({ hasText: `Award: ${name}` })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Thank you');
  await card.screenshot({ path: test.info().outputPath('card.png') });

  // The second give passes; the third finds the budget spent and keeps what was written.
  const second = await openFromBanner(giver, name);
  await expect(second.getByText(`${POINTS} points left in this award's budget this month.`)).toBeVisible();
  await chooseRecipient(giver, second);
  await second.getByRole('button', { name: `Award +${POINTS}` }).click();
  await expect(giver.getByText('Award given').first()).toBeVisible();
  await expect(second).toBeHidden();

  const third = await openFromBanner(giver, name);
  await chooseRecipient(giver, third);
  const message = third.getByRole('textbox', { name: 'Message' });
  await message.fill('Thank you @recipient, once more!');
  await third.getByRole('button', { name: `Award +${POINTS}` }).click();
  await expect(third.getByRole('alert')).toContainText(`This award has 0 points left this month: ${POINTS} are needed`);
  await expect(message).toHaveValue('Thank you @recipient, once more!');
  // The refusal asks again what the budget holds, so the form stops promising what is gone.
  await expect(third.getByText("0 points left in this award's budget this month.")).toBeVisible();
  await expect(recipientsBox(third)).toContainText(`@${RECEIVER}`);
  await third.screenshot({ path: test.info().outputPath('refused.png') });
  await giver.context().close();
  await receiver.context().close();
});

test('someone who may give no award sees no banner, and the feed asks for no awards', async ({ page, context }) => {
  await skipSeasonalIntro(context);
  await signIn(page, 'employee');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/awards')) asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('feed')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});
