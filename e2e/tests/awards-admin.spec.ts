import type { AwardDetail, AwardGiveRequest, AwardListItem } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';
import { limitToDepartment } from '../support/incentives-admin';
import {
  ARCHIVED_AWARDS,
  AWARDS_ADMIN,
  PENDING_AWARDS,
  createAward,
  findColleague,
  giveAward,
  uniqueAwardName,
} from '../support/awards-admin';
import type { Page } from '@playwright/test';

const DEPARTMENT = 'Marketing';
const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test.describe('awards admin', () => {
  test('an awards admin creates a manual award with a budget, edits, deactivates and reactivates it', async ({
    page,
    pageErrors,
  }) => {
    const name = uniqueAwardName('Team player');
    await signIn(page, 'awards_admin');
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Awards', exact: true }).click();
    await expect(page).toHaveURL(AWARDS_ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage awards' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Active claimable awards' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('index.png') });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Create an award' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an award' })).toBeVisible();
    await page.getByRole('button', { name: 'Create award' }).click();
    await expect(page.getByText('Give the award a name')).toBeVisible();
    await expect(page.getByText('The amount must be a whole number above zero')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('form-errors.png') });
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Title' }).fill('Helper of the month');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('For the colleague who helps everyone.');
    await page.getByRole('spinbutton', { name: 'Points per recipient' }).fill('25');
    await page.getByRole('combobox', { name: 'Budget period' }).selectOption('month');
    await page.getByRole('spinbutton', { name: 'Points per month' }).fill('0');
    await page.getByRole('textbox', { name: 'Message' }).fill('Thank you @recipient!');
    await page.getByRole('button', { name: 'Create award' }).click();
    await expect(
      page.getByText('A budget needs both a whole number of points above zero and its period'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await page.getByRole('spinbutton', { name: 'Points per month' }).fill('500');
    await limitToDepartment(page, DEPARTMENT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('form.png') });
    await page.getByRole('heading', { name: 'Approval', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('form-lower.png') });
    await page.getByRole('button', { name: 'Create award' }).click();

    await expect(page).toHaveURL(AWARDS_ADMIN);
    const row = rowOf(page, name);
    await expect(row).toContainText('25 points');
    await expect(row).toContainText('0 / 500 points this month');
    await expect(row).toContainText(`Department: ${DEPARTMENT}`);
    await expect(row).toContainText('None');
    await page.screenshot({ path: test.info().outputPath('index-created.png') });

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Value of condition 1' })).toHaveValue(DEPARTMENT);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Helper of the month');
    await page.getByRole('spinbutton', { name: 'Points per month' }).fill('800');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(AWARDS_ADMIN);
    await expect(rowOf(page, name)).toContainText('0 / 800 points this month');

    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(page.getByText(`${name} is deactivated and moved to the archived awards.`)).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
    await page.getByRole('link', { name: 'Archived awards' }).click();
    await expect(page).toHaveURL(ARCHIVED_AWARDS);
    await expect(page.getByRole('heading', { level: 1, name: 'Archived awards' })).toBeVisible();
    await expect(rowOf(page, name)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('archived.png') });
    await page.getByRole('button', { name: `Reactivate ${name}` }).click();
    await expect(page.getByText(`${name} is active again.`)).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
    await page.getByRole('link', { name: 'Active awards' }).click();
    await expect(rowOf(page, name)).toContainText('0 / 800 points this month');
    expect(pageErrors).toEqual([]);
  });

  test('an approver of the award’s step approves a pending give from Pending awards', async ({ page, pageErrors }) => {
    const admin = await apiSession('awards_admin');
    let award: AwardDetail;
    let give: AwardGiveRequest;
    try {
      const approver = await findColleague(admin, 'global_admin@laurel.example');
      const emma = await findColleague(admin, 'employee@laurel.example');
      award = await createAward(admin, { name: uniqueAwardName('Launch star'), approvalLevels: [[approver.id]] });
      const answer = await giveAward(admin, award.id, emma, 'Thank you for the launch');
      give = answer.approval_request!;
      expect(give.state).toBe('pending');
    } finally {
      await admin.dispose();
    }

    // The approver persona alone has no admin shell; a global admin named as the step's approver has both.
    await signIn(page, 'global_admin');
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Pending awards', exact: true })
      .click();
    await expect(page).toHaveURL(PENDING_AWARDS);
    await expect(page.getByRole('heading', { level: 1, name: 'Awards pending approval' })).toBeVisible();
    const card = page.getByRole('article', { name: `${award.name} for Emma Employee` });
    await expect(card).toContainText('Thank you for the launch');
    await expect(card).toContainText('1 of 1');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('pending.png') });

    await card.getByRole('textbox', { name: 'Note (optional)' }).fill('Well deserved');
    await card.getByRole('button', { name: `Approve ${award.name} for Emma Employee` }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(`${award.name} is approved and posted.`)).toBeVisible();

    const approver = await apiSession('global_admin');
    try {
      const decided = await approver.get<{ result: { items: AwardGiveRequest[] } }>(
        '/api/v2/awards/approval_requests?state=decided',
      );
      expect(decided.result.items.find((item) => item.id === give.id)).toMatchObject({ state: 'approved' });
    } finally {
      await approver.dispose();
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Awards pending approval' })).toBeVisible();
    await expect(page.getByRole('article', { name: `${award.name} for Emma Employee` })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('an award approver follows the bell to the approval requests of the main app and approves there', async ({
    page,
    pageErrors,
  }) => {
    const admin = await apiSession('awards_admin');
    let award: AwardDetail;
    try {
      const approver = await findColleague(admin, 'award_approver@laurel.example');
      const emma = await findColleague(admin, 'employee@laurel.example');
      award = await createAward(admin, { name: uniqueAwardName('Bell star'), approvalLevels: [[approver.id]] });
      expect((await giveAward(admin, award.id, emma, 'Thanks for the hand-over')).approval_request?.state).toBe(
        'pending',
      );
    } finally {
      await admin.dispose();
    }

    // Platform §6: an award approver has no admin area; the notification leads to /awards/approval_requests.
    await signIn(page, 'award_approver');
    await page.goto('/rewards');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: /Ada Awards gave an award that waits for your approval/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/awards\/approval_requests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Awards pending approval' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage awards' })).toHaveCount(0);
    const card = page.getByRole('article', { name: `${award.name} for Emma Employee` });
    await expect(card).toContainText('Thanks for the hand-over');
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: `Approve ${award.name} for Emma Employee` }).click();
    await expect(page.getByText(`${award.name} is approved and posted.`)).toBeVisible();
    await page.goto('/');
    await expect(
      page.getByRole('feed').getByRole('article').filter({ hasText: 'Thanks for the hand-over' }).first(),
    ).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the form, the index and the pending gives work from the keyboard alone', async ({ page }) => {
    const name = uniqueAwardName('Keyboard award');
    await signIn(page, 'awards_admin');
    await page.goto(`${AWARDS_ADMIN}/new`);
    const nameBox = page.getByRole('textbox', { name: 'Name' });
    await expect(nameBox).toBeVisible();
    await tabUntilFocused(page, nameBox, 40);
    await page.keyboard.type(name);
    await tabUntilFocused(page, page.getByRole('textbox', { name: 'Description' }), 10);
    await page.keyboard.type('Typed without a mouse.');
    await tabUntilFocused(page, page.getByRole('spinbutton', { name: 'Points per recipient' }), 10);
    await page.keyboard.type('12');
    const period = page.getByRole('combobox', { name: 'Budget period' });
    await tabUntilFocused(page, period, 5);
    await page.keyboard.press('ArrowDown');
    await expect(period).toHaveValue('week');
    await tabUntilFocused(page, page.getByRole('spinbutton', { name: 'Points per week' }), 3);
    await page.keyboard.type('120');
    await tabUntilFocused(page, page.getByRole('textbox', { name: 'Message' }), 5);
    await page.keyboard.type('Thanks @receiver_username');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Create award' }), 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(AWARDS_ADMIN);
    const row = rowOf(page, name);
    await expect(row).toContainText('0 / 120 points this week');

    await tabUntilFocused(page, row.getByRole('button', { name: `Deactivate ${name}` }), 120);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name} is deactivated and moved to the archived awards.`)).toBeVisible();
    await tabUntilFocused(page, page.getByRole('link', { name: 'Archived awards' }), 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(ARCHIVED_AWARDS);
    await tabUntilFocused(page, page.getByRole('button', { name: `Delete ${name}` }), 120);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `Delete ${name}?` })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name} is deleted.`)).toBeVisible();

    const admin = await apiSession('awards_admin');
    try {
      const { records } = await admin.get<{ records: AwardListItem[] }>('/api/v2/admin/awards/awards?state=all');
      expect(records.find((record) => record.name === name)).toBeUndefined();
    } finally {
      await admin.dispose();
    }
  });
});
