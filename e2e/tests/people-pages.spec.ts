import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiAs, messageBox, tabUntilFocused } from '../support/give-recognition';

const received = (page: Page) => page.getByRole('list', { name: /^Received/ });

async function searchFor(page: Page, query: string) {
  // The shortcut is the top bar's: it listens once the bar is drawn.
  await expect(page.getByRole('button', { name: /search/i })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill(query);
  await dialog.getByRole('tab', { name: 'Users' }).click();
  return dialog;
}

test.describe('a person’s page', () => {
  test('opens from a search hit: who they are, their values and what they received, honouring privacy', async ({
    page,
  }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    const dialog = await searchFor(page, 'Mateo');
    await dialog.getByRole('link', { name: /Mateo Manager/ }).click();

    await expect(page).toHaveURL(/\/company\/users\/mateo-manager-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mateo Manager' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recognition counts' })).toContainText(/\d+ recognitions? received/);
    await expect(page.getByRole('heading', { name: 'Top values' })).toBeVisible();
    await expect(received(page).getByRole('article').first()).toBeVisible();
    // Every card is one the reader may see: the same rule as the feed, checked against the API's own answer.
    const shown = await received(page)
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-bonus-id'))));
    for (const id of shown) await apiAs('employee', `/api/v2/bonuses/${id}`);
    await page.screenshot({ path: test.info().outputPath('profile.png') });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: /^Given/ }).click();
    await expect(page.getByRole('tab', { name: /^Given/ })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('list', { name: /^Given/ }).or(page.getByText(/has not given a recognition/)),
    ).toBeVisible();
  });

  test('opens from a mention in a card, and its top value leads to the value’s page', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    const mention = page.getByRole('feed').getByRole('link', { name: /^@/ }).first();
    const name = (await mention.innerText()).slice(1);
    await mention.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/company\/users\/[\w-]+$/);

    const value = page.getByRole('link', { name: /^#\w+/ }).first();
    const tag = /^#(\w+)/.exec(await value.innerText())![1]!;
    await value.click();
    await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
  });

  test('the user menu’s Profile opens the reader’s own page, without a give button', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Emma Employee' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Recognize/ })).toHaveCount(0);
  });

  test('gives from the page with the person prefilled, and the page counts it', async ({ page }) => {
    await signIn(page, 'awards_admin');
    await page.goto('/');
    const dialog = await searchFor(page, 'Yara');
    await dialog.getByRole('link', { name: /Yara Moreau/ }).click();
    const counts = page.getByRole('list', { name: 'Recognition counts' });
    const before = Number(/(\d+) recognitions? received/.exec(await counts.innerText())![1]);

    await page.getByRole('button', { name: 'Recognize Yara Moreau' }).click();
    const modal = page.getByRole('dialog', { name: 'Give recognition' });
    await expect(messageBox(modal)).toContainText('Yara Moreau');
    await messageBox(modal).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' +1 #OwnIt for the profile page walkthrough');
    await modal.getByRole('button', { name: 'Give +1' }).click();
    await expect(modal).toBeHidden();

    await expect(received(page).getByRole('article').first()).toContainText('profile page walkthrough');
    await expect(counts).toContainText(`${before + 1} recognition`);
  });

  test('keyboard only: the tabs with arrows, the give button with Enter', async ({ page }) => {
    await signIn(page, 'global_admin');
    await page.goto('/');
    const dialog = await searchFor(page, 'Sami');
    await dialog.getByRole('link', { name: /Sami Petrov/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Sami Petrov' })).toBeVisible();

    const receivedTab = page.getByRole('tab', { name: /^Received/ });
    await tabUntilFocused(page, receivedTab, 30);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Given/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /^Given/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(receivedTab).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Recognize Sami Petrov' }).focus();
    await expect(page.getByRole('button', { name: 'Recognize Sami Petrov' })).toBeFocused();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Give recognition' });
    await expect(messageBox(modal)).toContainText('Sami Petrov');
    await page.keyboard.press('Escape');
  });

  test('someone unknown, or of another company, is the not-found page', async ({ page }) => {
    await signIn(page, 'employee');
    const foreign = await apiAs<{ result: { id: number } }>('free_user', '/api/v2/users/show');
    for (const path of ['/company/users/nobody-here-0', `/company/users/${foreign.result.id}`]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

test.describe('a hashtag’s page', () => {
  test('opens from a hashtag in a card: the value, its description and the recognitions carrying it', async ({
    page,
  }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    const hashtag = page.getByRole('feed').getByRole('link', { name: '#OwnIt' }).first();
    await hashtag.click();
    await expect(page).toHaveURL(/\/company\/hashtags\/OwnIt$/);
    await expect(page.getByRole('heading', { level: 1, name: '#OwnIt' })).toBeVisible();
    await expect(page.getByText('We take responsibility from start to finish.')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Recognitions for #OwnIt' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(/#OwnIt/i);
    await page.screenshot({ path: test.info().outputPath('hashtag.png') });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Recognize someone for #OwnIt' }).click();
    const modal = page.getByRole('dialog', { name: 'Give recognition' });
    await expect(messageBox(modal)).toContainText('#OwnIt');
    await page.keyboard.press('Escape');
  });

  test('pages through the recognitions with the keyboard', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/company/hashtags/BetterTogether');
    const next = page.getByRole('button', { name: 'Next page' });
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const first = await page.getByRole('article').first().getAttribute('data-bonus-id');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole('article').first()).not.toHaveAttribute('data-bonus-id', first!);
  });

  test('a hashtag nobody uses is the not-found page', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/company/hashtags/NoSuchValueAnywhere');
    await expect(page).toHaveURL(/\/404$/);
  });
});
