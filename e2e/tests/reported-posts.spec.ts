import type { Page } from '@playwright/test';
import { expect, signIn, skipSeasonalIntro, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';

const REPORTED = '/admin/programs/reported-posts';

interface Recipient {
  display_name: string;
  username: string;
}

/** The manager thanks the company admin with a text no other test writes; answers the recognition's id. */
async function giveRecognition(text: string): Promise<number> {
  const session = await apiSession('manager');
  try {
    const { result } = await session.get<{ result: Recipient[] }>('/api/v2/users/autocomplete?search=Alex');
    const receiver = result.find((person) => person.display_name === 'Alex Admin');
    expect(receiver).toBeDefined();
    const given = await session.post<{ result: { id: number } }>('/api/v2/bonuses?include_children=true', {
      bonus: { reason: `+1 @${receiver!.username} ${text} #OwnIt` },
    });
    expect(given.status).toBe(201);
    return given.body.result.id;
  } finally {
    await session.dispose();
  }
}

const cardWith = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('an employee reports a recognition, an admin hides it, and it leaves the employee’s feed', async ({
  page,
  browser,
  pageErrors,
}) => {
  const text = `reported journey ${Date.now()}`;
  const bonusId = await giveRecognition(text);

  await signIn(page, 'employee');
  await page.goto(`/bonuses/${bonusId}`);
  // The detail's card: the feed's, drawn before the lazy detail opens over it, would be hidden by it.
  const detail = page.getByRole('dialog', { name: 'Recognition from Mateo Manager' });
  const card = detail.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Report the recognition from Mateo Manager' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByLabel('Why are you reporting it?')).toHaveAccessibleDescription(
    /Say why you are reporting this post/,
  );
  await dialog.getByLabel('Why are you reporting it?').fill('It mocks a colleague');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you. An admin will look at this post.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('report-dialog.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();

  const admin = await browser.newContext();
  await skipSeasonalIntro(admin);
  try {
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'global_admin');
    await adminPage.goto('/admin/dashboard');
    await adminPage.getByRole('link', { name: 'Reported posts' }).click();
    await expect(adminPage).toHaveURL(REPORTED);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Reported posts' })).toBeVisible();
    const reported = adminPage.getByRole('listitem').filter({ hasText: text });
    await expect(reported).toContainText('It mocks a colleague');
    expect(await seriousViolations(adminPage)).toEqual([]);
    await adminPage.screenshot({ path: test.info().outputPath('reported-posts.png'), fullPage: true });
    await reported.getByRole('button', { name: 'Hide post: Recognition by Mateo Manager' }).click();
    await expect(adminPage.getByText('The post is hidden from the feed.')).toBeVisible();

    // From the keyboard: the Resolved view, where the hidden post can be restored.
    const resolved = adminPage.getByRole('link', { name: 'Resolved' });
    await resolved.focus();
    await adminPage.keyboard.press('Enter');
    await expect(adminPage).toHaveURL(`${REPORTED}?view=resolved`);
    const decided = adminPage.getByRole('listitem').filter({ hasText: text });
    await expect(decided).toContainText('Hidden by Gloria Global');
    await expect(decided.getByRole('button', { name: /Restore post/ })).toBeVisible();
    // An admin still reads the hidden recognition.
    await adminPage.goto(`/bonuses/${bonusId}`);
    await expect(cardWith(adminPage, text).first()).toBeVisible();
  } finally {
    await admin.close();
  }

  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(cardWith(page, text)).toHaveCount(0);
  await page.goto(`/bonuses/${bonusId}`);
  await expect(cardWith(page, text)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
