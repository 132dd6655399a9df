import { expect, signIn, test } from '../support/fixtures';
import {
  apiAs,
  earningsOf,
  messageBox,
  openGiveModal,
  pickSuggestion,
  suggestions,
  tabUntilFocused,
  typeAtEnd,
} from '../support/give-recognition';
import { expectFocusVisible, tabUntil } from '../support/keyboard';

// Nobody checks this colleague's earnings to the point, so a give to them cannot upset a parallel journey.
const TYPED_RECIPIENT = { username: 'yara-moreau-38', name: 'Yara Moreau' };

const balanceIn = async (text: Promise<string>) => Number(/(\d+)\s*pts/.exec(await text)?.[1]);

test.describe('giving recognition', () => {
  // Mateo Manager and Rita Receiver receive only here: this test checks their earnings to the point.
  test('an employee gives +10 to two colleagues for a company value, and everything follows', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    const account = page.getByRole('button', { name: /Account menu/ });
    const before = await balanceIn(account.innerText());
    const earnings = { manager: await earningsOf('manager'), receiver: await earningsOf('receiver') };

    const modal = await openGiveModal(page);
    await messageBox(modal).click();
    await page.keyboard.type('Thank you ');
    await pickSuggestion(page, '@mateo', /Mateo Manager/);
    await page.keyboard.type('and ');
    await pickSuggestion(page, '@rita', /Rita Receiver/);
    await page.keyboard.type('for the lighthouse migration ');
    await pickSuggestion(page, '+1', '+10');
    await pickSuggestion(page, '#Own', /#OwnIt/);
    await expect(modal.getByRole('button', { name: 'Give +20' })).toBeVisible();
    await modal.getByRole('button', { name: 'Give +20' }).click();

    await expect(modal).toBeHidden();
    const first = page.getByRole('feed').getByRole('article').first();
    await expect(first).toContainText('lighthouse migration');
    // Another test's recognition may land on top meanwhile: read this one by its own words.
    const given = page.getByRole('feed').getByRole('article').filter({ hasText: 'lighthouse migration' }).first();
    await expect(given).toContainText('Mateo Manager');
    await expect.poll(() => balanceIn(account.innerText())).toBe(before - 20);
    expect(await earningsOf('manager')).toBe(earnings.manager + 10);
    expect(await earningsOf('receiver')).toBe(earnings.receiver + 10);

    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog');
    await search.getByRole('searchbox').fill('lighthouse');
    await search.getByRole('tab', { name: 'Recognition' }).click();
    await expect(search.getByRole('link', { name: /Emma Employee recognized/ }).first()).toBeVisible();
  });

  test('a recognition given on another page is first in the feed on coming back, without a reload', async ({
    page,
  }) => {
    await signIn(page, 'announcements_admin');
    await page.goto('/');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
    const modal = await openGiveModal(page);
    await messageBox(modal).click();
    await pickSuggestion(page, '@yara', /Yara Moreau/);
    await page.keyboard.type('+1 #OwnIt for the rewards page tidy-up');
    await modal.getByRole('button', { name: 'Give +1' }).click();
    await expect(modal).toBeHidden();
    await page.evaluate(() => Object.assign(window, { laurelSamePage: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('feed').getByRole('article').first()).toContainText('rewards page tidy-up');
    expect(await page.evaluate(() => (window as { laurelSamePage?: boolean }).laurelSamePage)).toBe(true);
  });

  test('each broken rule shows its message, and several show a numbered list', async ({ page }) => {
    await signIn(page, 'company_admin');
    await page.goto('/');
    const modal = await openGiveModal(page);
    const give = modal.getByRole('button', { name: /^Give/ });
    const problems = modal.getByRole('alert');

    await give.click();
    await expect(problems).toContainText('There are a few issues with your recognition:');
    await expect(problems.getByRole('listitem')).toHaveText([
      'Add someone to recognize with @.',
      'Add an amount with +, for example +10.',
      /Add one of your company values: #OwnIt/,
    ]);

    await messageBox(modal).click();
    await pickSuggestion(page, '@mateo', /Mateo Manager/);
    await page.keyboard.type('great work #OwnIt +');
    await give.click();
    await expect(problems).toHaveText('The amount must be a whole number above zero.');

    await typeAtEnd(modal, '5000');
    await give.click();
    await expect(problems).toHaveText(/You don't have enough points: you have \d+ points left to give\./);

    await messageBox(modal).focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await pickSuggestion(page, '@mateo', /Mateo Manager/);
    await page.keyboard.type('+5 thanks #Random');
    await give.click();
    await expect(problems).toHaveText(/^Add one of your company values: #OwnIt, .*#\w+\.$/);

    await page.route('**/api/v2/bonuses?*', (route) =>
      route.fulfill({ status: 422, json: { error: 'server_error', message: 'Recognition is paused today' } }),
    );
    await typeAtEnd(modal, ' #OwnIt');
    await give.click();
    await expect(problems).toHaveText('Recognition is paused today');
    await expect(messageBox(modal)).toContainText('thanks #Random #OwnIt');
  });

  test('keyboard only: open, pick a recipient, an amount and a hashtag with arrows and Enter, submit', async ({
    page,
  }) => {
    await signIn(page, 'global_admin');
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Give recognition' });
    await tabUntil(page, opener, 30);
    await expectFocusVisible(opener);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Give recognition' });
    await expectFocusVisible(messageBox(modal));

    await page.keyboard.type('@sami');
    await expect(suggestions(page).getByRole('option', { name: /Sami Petrov/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.type('kept the release calm ');
    await page.keyboard.type('+');
    await expect(suggestions(page).getByRole('option')).not.toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.keyboard.type('#');
    const options = suggestions(page).getByRole('option');
    const count = await options.count();
    for (let step = 0; step < count; step += 1) await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(messageBox(modal)).toContainText(/kept the release calm \+\d+ #\w+/);

    const give = modal.getByRole('button', { name: /^Give \+/ });
    await tabUntilFocused(page, give);
    await expectFocusVisible(give);
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByRole('feed').getByRole('article').first()).toContainText('kept the release calm');
  });

  test('a group recipient shows its members on hover, counts every member, and expands into people', async ({
    page,
  }) => {
    await signIn(page, 'manager');
    await page.goto('/');
    const modal = await openGiveModal(page);
    await messageBox(modal).click();
    await page.keyboard.type('+2 ');
    await pickSuggestion(page, '@market', /^Marketing/);
    const chip = modal.getByRole('button', { name: /Marketing/ });
    const members = Number(/(\d+) people/.exec(await chip.innerText())?.[1]);
    expect(members).toBeGreaterThan(1);
    await expect(modal.getByRole('button', { name: `Give +${2 * members}` })).toBeVisible();

    await chip.hover();
    const popover = page.getByRole('dialog', { name: 'Marketing' });
    await expect(popover.getByRole('listitem')).toHaveCount(Math.min(members, 20));
    await popover.getByRole('button', { name: 'Expand group' }).click();
    await expect(chip).toHaveCount(0);
    await expect(messageBox(modal).locator('[data-chip="recipient"]')).toHaveCount(members);
    await expect(modal.getByRole('button', { name: `Give +${2 * members}` })).toBeVisible();
  });

  test('a CSV group takes the whole recipient list: the recipient tool is off beside it', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/');
    const modal = await openGiveModal(page);
    await messageBox(modal).click();
    await pickSuggestion(page, '@launch', /^Launch crew/);
    const tool = modal.getByRole('button', { name: '@ Recipient' });
    await expect(tool).toHaveAttribute('aria-disabled', 'true');
    await tool.hover();
    await expect(page.getByRole('tooltip')).toContainText('A CSV group is already chosen');
    await page.getByRole('button', { name: /Launch crew/ }).hover();
    await expect(
      page.getByRole('dialog', { name: /Launch crew/ }).getByRole('button', { name: 'Expand group' }),
    ).toHaveCount(0);
    await typeAtEnd(modal, ' @mat');
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('a give_recognition link opens the modal once, with the person and the text', async ({ page }) => {
    await signIn(page, 'finance_admin');
    const rita = await apiAs<{ result: { id: number; display_name: string }[] }>(
      'finance_admin',
      '/api/v2/users/autocomplete?search=rita',
    );
    const id = rita.result.find((person) => person.display_name === 'Rita Receiver')?.id;
    await page.goto(`/?give_recognition=${id}&give_recognition_text=Thanks`);
    const modal = page.getByRole('dialog', { name: 'Give recognition' });
    await expect(messageBox(modal)).toContainText('@Rita Receiver');
    await expect(messageBox(modal)).toContainText('Thanks');
    await expect(page).not.toHaveURL(/give_recognition/);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(modal).toBeHidden();
  });

  test('a give_recognition link finds the person through v1 autocomplete when the user lookup fails, or opens with the text alone', async ({
    page,
  }) => {
    await signIn(page, 'finance_admin');
    const { result } = await apiAs<{ result: { id: number; display_name: string }[] }>(
      'finance_admin',
      '/api/v2/users/autocomplete?search=rita',
    );
    const rita = result.find((person) => person.display_name === 'Rita Receiver');
    await page.route('**/api/v2/user_management/users/*', (route) => route.fulfill({ status: 503, json: {} }));
    await page.goto(`/?give_recognition=${rita?.id}&give_recognition_text=Thanks`);
    const modal = page.getByRole('dialog', { name: 'Give recognition' });
    await expect(messageBox(modal)).toContainText('@Rita Receiver Thanks');

    await page.route('**/api/v1/users/autocomplete*', (route) => route.fulfill({ status: 503, json: {} }));
    await page.goto(`/?give_recognition=${rita?.id}&give_recognition_text=Thanks`);
    await expect(messageBox(modal)).toHaveText('Thanks');
  });

  test('closing an altered draft asks first, and keeps the draft when the giver stays', async ({ page }) => {
    await signIn(page, 'finance_admin');
    await page.goto('/');
    const modal = await openGiveModal(page);
    await messageBox(modal).click();
    await page.keyboard.type('Half a thought');
    await page.keyboard.press('Escape');
    await expect(modal.getByRole('alertdialog')).toContainText('Discard this recognition?');
    await modal.getByRole('button', { name: 'Keep editing' }).click();
    await expect(messageBox(modal)).toContainText('Half a thought');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal.getByRole('alertdialog')).toContainText('Discard this recognition?');
    await modal.getByRole('button', { name: 'Discard' }).click();
    await expect(modal).toBeHidden();
  });

  test('a tier_one employee cannot give; a free-company employee can', async ({ page }) => {
    await signIn(page, 'tier_one_user');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Give recognition' })).toHaveCount(0);

    await signIn(page, 'free_user');
    await page.goto('/');
    const modal = await openGiveModal(page);
    await messageBox(modal).click();
    await page.keyboard.type('@');
    await suggestions(page).getByRole('option').first().click();
    await page.keyboard.type('for the free plan');
    await modal.getByRole('button', { name: /^Give/ }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('feed').getByRole('article').first()).toContainText('for the free plan');
  });

  test('markup in a reason is shown as text and never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, 'rewards_admin');
    await page.goto('/');
    const modal = await openGiveModal(page);
    await messageBox(modal).click();
    await pickSuggestion(page, '@noah', /Noah Petrov/);
    await page.keyboard.type('+1 #OwnIt <img src=x onerror=alert(1)> [link](javascript:alert(2)) javascript:alert(3)');
    await modal.getByRole('button', { name: /^Give/ }).click();
    await expect(modal).toBeHidden();
    const first = page.getByRole('feed').getByRole('article').first();
    await expect(first).toContainText('<img src=x onerror=alert(1)>');
    await expect(first.locator('img[src="x"]')).toHaveCount(0);
    await expect(first.locator('a[href^="javascript:"]')).toHaveCount(0);
    await first.getByText(/javascript:alert\(3\)/).click();
    expect(dialogs).toEqual([]);
  });
  test('an @username typed as plain text counts and is charged as one recipient; one that names nobody is refused', async ({
    page,
  }) => {
    await signIn(page, 'company_admin');
    await page.goto('/');
    const modal = await openGiveModal(page);
    const note = `typed recipient ${Date.now().toString(36)}`;
    await messageBox(modal).click();
    await pickSuggestion(page, '@emma', /Emma Employee/);
    await page.keyboard.type(`and @${TYPED_RECIPIENT.username} `);
    await typeAtEnd(modal, `+5 #OwnIt ${note}`);
    // Two people at +5: the picked chip and the username typed as text, as the server will charge.
    await expect(modal.getByRole('button', { name: 'Give +10' })).toBeVisible();

    await typeAtEnd(modal, ' @nobody-at-all-0 ');
    await modal.getByRole('button', { name: 'Give +15' }).click();
    await expect(modal.getByRole('alert')).toHaveText(
      'Someone you named with @ is not a colleague you can recognize: pick them from the suggestions',
    );
    await expect(messageBox(modal)).toContainText('@nobody-at-all-0');

    await messageBox(modal).focus();
    for (const _ of ' @nobody-at-all-0 ') await page.keyboard.press('Backspace');
    await modal.getByRole('button', { name: 'Give +10' }).click();
    await expect(modal).toBeHidden();
    const given = page.getByRole('feed').getByRole('article').filter({ hasText: note }).first();
    await expect(given.getByRole('heading', { level: 2 })).toContainText(TYPED_RECIPIENT.name);
  });
});
