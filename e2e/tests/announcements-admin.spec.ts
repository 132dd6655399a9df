import type { Locator } from '@playwright/test';
import { expect, signIn, skipSeasonalIntro, test } from '../support/fixtures';
import { expectFocusVisible } from '../support/keyboard';
import { apiSession } from '../support/api-session';
import { seriousViolations } from '../support/axe';
import type { Announcement, AnnouncementListResponse } from '@laurel/shared/contract';
import {
  ANNOUNCEMENT_GROUP as GROUP,
  ANNOUNCEMENTS_ADMIN_PAGE as ADMIN_PAGE,
  ANNOUNCEMENTS_PAGE_ADMIN as PAGE_ADMIN,
  cellName,
  chooseRecipient,
  dayFromToday,
  pickDates,
  rowsOf,
  unique,
} from '../support/announcement-form';

const ANNOUNCEMENTS = '/api/v2/announcements/announcements';
async function announcementTitled(title: string): Promise<Announcement> {
  const session = await apiSession('announcements_admin');
  const { result } = await session.get<AnnouncementListResponse>(ANNOUNCEMENTS);
  await session.dispose();
  const found = [...result.posted, ...result.scheduled].find((announcement) => announcement.title === title);
  if (!found) throw new Error(`No announcement titled ${title}`);
  return found;
}

test.describe('announcements admin', () => {
  test('an admin schedules one for a group, edits it, posts it today, its members see it, then deletes it', async ({
    page,
    browser,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, PAGE_ADMIN);
    await page.goto(ADMIN_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Company announcements' })).toBeVisible();
    await expect(rowsOf(page, 'Scheduled')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const title = unique('Quarterly kickoff');
    await page.getByRole('button', { name: 'Make announcement' }).click();
    const make = page.getByRole('dialog', { name: 'Make an announcement' });
    await expect(make.getByRole('button', { name: 'Post announcement' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await chooseRecipient(make, 'Customer', GROUP);
    await make.getByRole('textbox', { name: 'Title' }).fill(title);
    await make.getByRole('textbox', { name: 'Announcement' }).click();
    await page.keyboard.type('Kickoff in the ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('big room');
    await pickDates(page, make, dayFromToday(3), dayFromToday(10));
    await expect(make.getByRole('checkbox', { name: 'E-mail' })).toBeEnabled();
    await expect(make.getByRole('checkbox', { name: 'Slack message' })).toBeVisible();
    await expect(make.getByRole('checkbox', { name: 'Microsoft Teams message' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('announcements-make.png') });
    await make.getByRole('button', { name: 'Schedule announcement' }).click();
    await expect(page.getByText('Your announcement is saved.')).toBeVisible();
    await expect(make).toBeHidden();
    await expect(rowsOf(page, 'Scheduled').getByRole('button', { name: `Edit “${title}”` })).toBeVisible();

    const edited = `${title} (updated)`;
    await rowsOf(page, 'Scheduled')
      .getByRole('button', { name: `Edit “${title}”` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit announcement' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(edit.getByText(`${GROUP} (group`)).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await edit.getByRole('textbox', { name: 'Title' }).fill(edited);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The announcement is updated.')).toBeVisible();
    await expect(rowsOf(page, 'Scheduled').getByRole('button', { name: `Edit “${edited}”` })).toBeVisible();

    await rowsOf(page, 'Scheduled')
      .getByRole('button', { name: `Edit “${edited}”` })
      .click();
    await pickDates(page, edit, dayFromToday(0), dayFromToday(10));
    await expect(edit.getByRole('checkbox', { name: 'E-mail' })).toBeDisabled();
    await edit.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('The announcement is updated.').last()).toBeVisible();
    await expect(rowsOf(page, 'Posted').getByRole('button', { name: `Edit “${edited}”` })).toBeVisible();
    await expect(rowsOf(page, 'Scheduled').getByRole('button', { name: `Edit “${edited}”` })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('announcements-admin-page.png'), fullPage: true });

    const { id } = await announcementTitled(edited);
    const member = await browser.newContext();
    await skipSeasonalIntro(member);
    const memberPage = await member.newPage();
    await signIn(memberPage, 'receiver');
    await memberPage.goto('/');
    await expect(memberPage.getByRole('region', { name: 'Announcements' }).getByText(edited)).toBeVisible();
    await memberPage.goto(`/?announcement=${id}`);
    await expect(memberPage.getByRole('dialog', { name: edited })).toBeVisible();

    const outsider = await browser.newContext();
    await skipSeasonalIntro(outsider);
    const outsiderPage = await outsider.newPage();
    await signIn(outsiderPage, 'employee');
    await outsiderPage.goto('/');
    await expect(outsiderPage.getByRole('region', { name: 'Announcements' })).toBeVisible();
    await expect(outsiderPage.getByText(edited)).toHaveCount(0);
    await outsiderPage.goto(`/?announcement=${id}`);
    await expect(outsiderPage.getByRole('dialog', { name: 'Announcement unavailable' })).toBeVisible();
    await expect(outsiderPage.getByText(edited)).toHaveCount(0);

    await page.getByRole('button', { name: `Delete “${edited}”` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete announcement' });
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The announcement is deleted.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit “${edited}”` })).toHaveCount(0);
    await memberPage.goto('/');
    await expect(memberPage.getByRole('feed')).toBeVisible();
    await expect(memberPage.getByText(edited)).toHaveCount(0);
    await Promise.all([member.close(), outsider.close()]);
    expect(pageErrors).toEqual([]);
  });

  test('the user menu opens the make modal, whose manage link lists the scheduled and posted ones', async ({
    page,
  }) => {
    await signIn(page, 'announcements_admin');
    await page.goto('/');
    const account = page.getByRole('button', { name: /Account menu for/ });
    await account.click();
    await page.getByRole('button', { name: 'Announcements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an announcement' });
    await dialog.getByRole('button', { name: 'Manage your announcements' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage announcements' });
    await expect(manage.getByRole('region', { name: /^Scheduled / })).toBeVisible();
    await expect(
      manage.getByRole('region', { name: /^Posted / }).getByText('Winter celebration on Friday'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('announcements-manage.png') });
    await manage.getByRole('button', { name: 'Close' }).click();
    await expect(manage).toBeHidden();
    await expect(account).toBeFocused();
  });

  test('the entry is not in the menu of someone who may not make announcements', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Announcements' })).toHaveCount(0);
  });

  test('an announcement is made with the keyboard alone', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, PAGE_ADMIN);
    await page.goto(ADMIN_PAGE);
    await expect(rowsOf(page, 'Scheduled')).toBeVisible();
    // From the page's heading: the admin menu before it now holds every built admin page.
    await page.getByRole('heading', { level: 1, name: 'Company announcements' }).click();
    // The first walk may pass through the admin menu, which lists every built admin page.
    const tabTo = async (target: Locator, key = 'Tab') => {
      for (
        let presses = 0;
        presses < 80 && !(await target.evaluate((node) => node === document.activeElement));
        presses++
      ) {
        await page.keyboard.press(key);
      }
      await expect(target).toBeFocused();
    };
    await tabTo(page.getByRole('button', { name: 'Make announcement' }));
    await expectFocusVisible(page.getByRole('button', { name: 'Make announcement' }));
    await page.keyboard.press('Enter');
    const make = page.getByRole('dialog', { name: 'Make an announcement' });
    const to = make.getByRole('combobox', { name: 'To' });
    await tabTo(to);
    await expectFocusVisible(to);
    await page.keyboard.type('Customer');
    await expect(make.getByRole('option', { name: new RegExp(GROUP) })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(make.getByText(`${GROUP} (group`)).toBeVisible();
    const title = unique('Keyboard notice');
    await tabTo(make.getByRole('textbox', { name: 'Title' }));
    await expectFocusVisible(make.getByRole('textbox', { name: 'Title' }));
    await page.keyboard.type(title);
    await tabTo(make.getByRole('textbox', { name: 'Announcement' }));
    await page.keyboard.type('Typed without a mouse');
    await tabTo(make.getByRole('button', { name: /Start and end dates/ }));
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Start and end dates' });
    await expectFocusVisible(calendar.getByRole('button', { name: cellName(dayFromToday(0)), exact: true }));
    await page.keyboard.press('Enter');
    for (let day = 0; day < 7; day++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await tabTo(calendar.getByRole('button', { name: 'Apply' }));
    await page.keyboard.press('Enter');
    const post = make.getByRole('button', { name: 'Post announcement' });
    await tabTo(post);
    await expectFocusVisible(post);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your announcement is saved.')).toBeVisible();
    await expect(rowsOf(page, 'Posted').getByRole('button', { name: `Edit “${title}”` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make announcement' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(make).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(make).toBeHidden();
    await expectFocusVisible(page.getByRole('button', { name: 'Make announcement' }));

    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    await page.getByRole('dialog', { name: 'Delete announcement' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The announcement is deleted.')).toBeVisible();
  });

  test('bad input gets each rule’s message beside its field and keeps what was typed', async ({ page }) => {
    await signIn(page, PAGE_ADMIN);
    await page.goto(ADMIN_PAGE);
    await page.getByRole('button', { name: 'Make announcement' }).click();
    const make = page.getByRole('dialog', { name: 'Make an announcement' });
    const title = make.getByRole('textbox', { name: 'Title' });
    await title.fill('x'.repeat(51));
    await make.getByRole('button', { name: 'Post announcement' }).click();
    await expect(make.getByText('Choose who the announcement is for')).toBeVisible();
    await expect(make.getByText('Keep the title under 50 characters')).toBeVisible();
    await expect(make.getByText('Write the announcement')).toBeVisible();
    await expect(make.getByText('Choose a start date')).toBeVisible();
    await expect(make.getByRole('combobox', { name: 'To' })).toBeFocused();
    await expect(title).toHaveValue('x'.repeat(51));
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('announcements-make-errors.png'), fullPage: true });
  });

  test('a title and description of the XSS corpus come back as text in the lists, and nothing runs', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, PAGE_ADMIN);
    await page.goto(ADMIN_PAGE);
    const title = '<img src=x onerror="window.__xss=1">';
    await page.getByRole('button', { name: 'Make announcement' }).click();
    const make = page.getByRole('dialog', { name: 'Make an announcement' });
    await chooseRecipient(make, 'Customer', GROUP);
    await make.getByRole('textbox', { name: 'Title' }).fill(title);
    await make.getByRole('textbox', { name: 'Announcement' }).click();
    await page.keyboard.type('<script>window.__xss=1</script><b onmouseover=alert(1)>x</b>');
    await pickDates(page, make, dayFromToday(2), dayFromToday(4));
    await make.getByRole('button', { name: 'Schedule announcement' }).click();
    await expect(page.getByText('Your announcement is saved.')).toBeVisible();
    const row = rowsOf(page, 'Scheduled').getByRole('button', { name: `Edit “${title}”` });
    await expect(row).toHaveText(title);
    await row.click();
    const edit = page.getByRole('dialog', { name: 'Edit announcement' });
    await expect(edit.getByRole('textbox', { name: 'Announcement' })).toContainText('<script>window.__xss=1</script>');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"], script:text("__xss")').count()).toBe(0);
    await edit.getByRole('button', { name: 'Delete' }).click();
    await edit.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The announcement is deleted.')).toBeVisible();
  });
});
