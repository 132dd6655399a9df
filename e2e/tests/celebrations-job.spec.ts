import type { CelebrationJobResult } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { tabUntilFocused } from '../support/give-recognition';
import { API_ORIGIN } from '../support/system';

// Issue 16 item 2: celebrations run themselves. The e2e mock API runs with --test-clock, which moves one company's
// job clock only (mock-api/src/jobs): the Appreciate trial company (3), whose employee Owen has his birthday the day
// after the seed's day and whose feed no other spec reads. Its admin is Olivia (trial_admin).
const APPRECIATE_COMPANY_ID = 3;
const CELEBRATIONS_ADMIN = '/admin/programs/celebrations';
const TEST_CLOCK = `${API_ORIGIN}/__test__/clock`;
// Fixed words, so a retry on the same server finds the post the first try made.
const HEADLINE = 'Happy birthday from all of Appreciate!';
const MESSAGE = 'Happy birthday! Cake in the kitchen at three. #Celebrate';
const POINTS = 25;

interface ClockMove {
  jobClock: string;
  runs: { companyId: number; celebrations: CelebrationJobResult }[];
}

/** A minute past the next midnight UTC: Owen's (UTC) birthday, if the server was seeded today. */
function nextMidnightUtc() {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 1)).toISOString();
}

test('a birthday celebration posts itself on the person’s day, once, and they are told in the bell', async ({
  page,
  request,
  pageErrors,
}) => {
  // Olivia sets the birthday celebration up in the celebrations admin.
  await signIn(page, 'trial_admin');
  await page.goto(CELEBRATIONS_ADMIN);
  const birthday = page.getByRole('table', { name: 'Active celebrations' }).getByRole('row', { name: /^Birthday/ });
  await birthday.getByRole('link', { name: 'Edit Birthday' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Birthday' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Headline' }).fill(HEADLINE);
  await page.getByRole('textbox', { name: 'Message of the recognition post' }).fill(MESSAGE);
  await page.getByRole('spinbutton', { name: 'Points per person' }).fill(String(POINTS));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(CELEBRATIONS_ADMIN);
  await expect(birthday).toContainText(`${POINTS} points`);

  const move = async (data: object) => {
    const answer = await request.post(TEST_CLOCK, { data: { companyId: APPRECIATE_COMPANY_ID, ...data } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as ClockMove;
  };
  const reached = await move({ advanceTo: nextMidnightUtc() });
  expect(Date.parse(reached.jobClock)).toBeGreaterThanOrEqual(Date.parse(nextMidnightUtc()));
  // The same day a minute later: the job runs no more, and nothing would be posted twice.
  expect((await move({ advanceBy: 60_000 })).runs).toEqual([]);

  await signIn(page, 'tier_one_user');
  await page.goto('/');
  const feed = page.getByRole('feed');
  const posts = feed.getByRole('article').filter({ hasText: 'Cake in the kitchen at three' });
  await expect(posts).toHaveCount(1);
  await expect(posts).toContainText(`${POINTS}`);
  await page.reload();
  await expect(posts).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('celebration-in-feed.png') });

  // The bell from the keyboard: open it, reach the celebration, follow it to the recognition.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await tabUntilFocused(page, bell, 40);
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const told = popover.getByRole('button', { name: /celebrated you with a recognition/ });
  await expect(told).toHaveCount(1);
  await expect(told).toHaveAccessibleName(/^Not read: Olivia Appreciate celebrated you with a recognition/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('celebration-in-bell.png') });
  await tabUntilFocused(page, told, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bonuses\/\d+$/);
  const recognition = page.getByRole('dialog', { name: 'Recognition from Olivia Appreciate' });
  await expect(recognition.getByRole('article')).toContainText('Cake in the kitchen at three');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('celebration-followed.png') });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
  expect(pageErrors).toEqual([]);
});

test('the clock route moves only with a body it understands', async ({ request }) => {
  const refused = await request.post(TEST_CLOCK, { data: { companyId: APPRECIATE_COMPANY_ID, advanceBy: -1 } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: 'bad_request' });
});
