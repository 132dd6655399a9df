import { expect, signIn, skipSeasonalIntro, test } from '../support/fixtures';
import type { IncentiveDetail } from '@laurel/shared/contract';
import { apiSession } from '../support/api-session';
import { seriousViolations } from '../support/axe';
import {
  ANNOUNCEMENT_GROUP,
  ANNOUNCEMENTS_ADMIN_PAGE,
  ANNOUNCEMENTS_PAGE_ADMIN,
  chooseRecipient,
  dayFromToday,
  pickDates,
  rowsOf,
  unique,
} from '../support/announcement-form';

/** A seeded incentive of the main company that everyone may claim (mock-api seed/incentives.ts). */
const INCENTIVE = 'Refer a friend';
const ADMIN_INCENTIVES = '/api/v2/admin/incentives';

test.describe('the incentive of an announcement', () => {
  test('an admin posts one with an incentive, its members see it on the carousel with the incentive, and editing shows it', async ({
    page,
    browser,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ANNOUNCEMENTS_PAGE_ADMIN);
    await page.goto(ANNOUNCEMENTS_ADMIN_PAGE);
    await page.getByRole('button', { name: 'Make announcement' }).click();
    const make = page.getByRole('dialog', { name: 'Make an announcement' });
    const incentive = make.getByRole('combobox', { name: 'Incentive (optional)' });
    await expect(incentive).toBeDisabled();
    await expect(incentive).toHaveAccessibleDescription(/Choose recipients first/);
    // The global admin is a company admin, who manages awards (programs §6).
    await expect(make.getByRole('link', { name: 'Create an incentive (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/admin/programs/incentives/new',
    );

    const title = unique('Referral month');
    await chooseRecipient(make, 'Customer', ANNOUNCEMENT_GROUP);
    await expect(incentive).toBeEnabled();
    await expect(incentive.getByRole('option', { name: new RegExp(`^${INCENTIVE} · 50 points`) })).toBeAttached();
    await make.getByRole('textbox', { name: 'Title' }).fill(title);
    await make.getByRole('textbox', { name: 'Announcement' }).click();
    await page.keyboard.type('Bring a friend onto the team this month.');
    await pickDates(page, make, dayFromToday(0), dayFromToday(7));

    // Keyboard: the list takes the focus and the arrow keys choose in it.
    await incentive.focus();
    // The seed's first incentive heads the list (programs §7 lists them by id).
    await page.keyboard.press('ArrowDown');
    await expect(incentive.locator('option:checked')).toHaveText(new RegExp(`^${INCENTIVE}`));
    await expect(incentive).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('announcement-incentive-make.png') });
    await make.getByRole('button', { name: 'Post announcement' }).click();
    await expect(page.getByText('Your announcement is saved.')).toBeVisible();
    await expect(rowsOf(page, 'Posted').getByRole('button', { name: `Edit “${title}”` })).toBeVisible();

    const member = await browser.newContext();
    await skipSeasonalIntro(member);
    const memberPage = await member.newPage();
    await signIn(memberPage, 'receiver');
    await memberPage.goto('/');
    const carousel = memberPage.getByRole('region', { name: 'Announcements' });
    const slide = carousel.getByRole('group').filter({ hasText: title });
    await expect(slide).toBeVisible();
    await expect(
      slide
        .getByRole('link', { name: 'See the incentive' })
        .or(slide.getByRole('button', { name: 'See the incentive' })),
    ).toBeVisible();
    await memberPage.screenshot({ path: test.info().outputPath('announcement-incentive-carousel.png') });
    await member.close();

    await rowsOf(page, 'Posted')
      .getByRole('button', { name: `Edit “${title}”` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit announcement' });
    const edited = edit.getByRole('combobox', { name: 'Incentive (optional)' });
    await expect(edited).toBeEnabled();
    await expect(edited.locator('option:checked')).toHaveText(new RegExp(`^${INCENTIVE}`));
    await expect(edit.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
    await edited.selectOption({ label: 'No incentive' });
    await edit.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('The announcement is updated.')).toBeVisible();

    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    await page.getByRole('dialog', { name: 'Delete announcement' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The announcement is deleted.')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the list is disabled, saying why, when no incentive fits the recipients', async ({ page, pageErrors }) => {
    // The Appreciate trial company has incentives in its tier but has made none.
    await signIn(page, 'trial_admin');
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('button', { name: 'Announcements' }).click();
    const make = page.getByRole('dialog', { name: 'Make an announcement' });
    await chooseRecipient(make, 'Owen', 'Owen Appreciate');
    const incentive = make.getByRole('combobox', { name: 'Incentive (optional)' });
    await expect(make.getByText('No active incentive is offered to these recipients.')).toBeVisible();
    await expect(incentive).toBeDisabled();
    await expect(incentive).toHaveAccessibleDescription('No active incentive is offered to these recipients.');
    expect(await seriousViolations(page)).toEqual([]);
    await make.getByText('No active incentive is offered to these recipients.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('announcement-incentive-none.png') });
    expect(pageErrors).toEqual([]);
  });

  test('an incentive made inactive after it was chosen is refused at save, and the field says why', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(60_000);
    const awards = await apiSession('awards_admin');
    const name = unique('Brief incentive');
    // For the group's department only, so it shows in nobody else's lists while it exists.
    const created = await awards.post<IncentiveDetail>(ADMIN_INCENTIVES, {
      name,
      amount: 5,
      message: 'Thanks!',
      conditions: [{ attr: 'department', value: ANNOUNCEMENT_GROUP }],
    });
    expect(created.status).toBe(201);
    try {
      await signIn(page, ANNOUNCEMENTS_PAGE_ADMIN);
      await page.goto(ANNOUNCEMENTS_ADMIN_PAGE);
      await page.getByRole('button', { name: 'Make announcement' }).click();
      const make = page.getByRole('dialog', { name: 'Make an announcement' });
      const title = unique('Short-lived');
      await chooseRecipient(make, 'Customer', ANNOUNCEMENT_GROUP);
      const incentive = make.getByRole('combobox', { name: 'Incentive (optional)' });
      await expect(incentive.getByRole('option', { name: new RegExp(`^${name} `) })).toBeAttached();
      await incentive.selectOption({ value: String(created.body.id) });
      await make.getByRole('textbox', { name: 'Title' }).fill(title);
      await make.getByRole('textbox', { name: 'Announcement' }).click();
      await page.keyboard.type('Here today.');
      await pickDates(page, make, dayFromToday(0), dayFromToday(3));

      const deactivated = await awards.patch(`${ADMIN_INCENTIVES}/${created.body.id}`, { state: 'inactive' });
      expect(deactivated.status).toBe(200);
      await make.getByRole('button', { name: 'Post announcement' }).click();
      await expect(make.getByText('This incentive is not active')).toBeVisible();
      await expect(incentive).toHaveAttribute('aria-invalid', 'true');
      await expect(incentive).toBeFocused();
      await expect(make).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('announcement-incentive-refused.png') });
      await make.getByRole('button', { name: 'Cancel' }).click();
      await expect(rowsOf(page, 'Posted').getByRole('button', { name: `Edit “${title}”` })).toHaveCount(0);
    } finally {
      expect(await awards.delete(`${ADMIN_INCENTIVES}/${created.body.id}`)).toBe(204);
      await awards.dispose();
    }
    expect(pageErrors).toEqual([]);
  });
});
