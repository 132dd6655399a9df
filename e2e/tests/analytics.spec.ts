import type { Locator, Page } from '@playwright/test';
import type { Leaderboard, PersonalAnalytics, ReportRange } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession, type ApiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

const ANALYTICS = '/analytics/dashboard';

interface Profile {
  id: number;
  slug: string;
  recognition_preferences?: {
    default_privacy: string | null;
    leaderboard_opt_out: boolean;
    celebrations_opt_out: boolean;
  };
}

const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = (): ReportRange => ({ start_date: `${today().slice(0, 8)}01`, end_date: today() });
const query = (range: ReportRange) => `start_date=${range.start_date}&end_date=${range.end_date}`;
const count = (value: number) => value.toLocaleString('en');

const profileOf = async (session: ApiSession) =>
  (await session.get<{ result: Profile }>('/api/v2/profile/user?view=profile')).result;

const figure = (region: Locator, label: string) => region.locator('dt', { hasText: label }).locator('xpath=../dd');

async function chooseThisMonth(page: Page) {
  await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'This month' });
  await expect(page).toHaveURL(new RegExp(`start_date=${thisMonth().start_date}`));
}

test.describe('analytics', () => {
  test('a manager opens Analytics from the top navigation and reads their own figures, their team and the leaderboard', async ({
    page,
    pageErrors,
  }) => {
    const manager = await apiSession('manager');
    const employee = await apiSession('employee');
    try {
      const emma = await profileOf(employee);
      const given = await manager.post('/api/v2/bonuses?include_children=true', {
        bonus: { reason: `+1 @${emma.slug} for the analytics review ${Date.now()} #OwnIt` },
      });
      expect(given.status, 'POST /api/v2/bonuses').toBe(201);

      await signIn(page, 'manager');
      await page.goto('/');
      await page.getByRole('link', { name: 'Analytics', exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${ANALYTICS}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('previous_month');
      await chooseThisMonth(page);

      const you = page.getByRole('region', { name: 'Your recognition' });
      await expect(you).toBeVisible();
      const expected = (await manager.get<{ result: PersonalAnalytics }>(`/api/v2/analytics/me?${query(thisMonth())}`))
        .result;
      expect(expected.me.given).toBeGreaterThan(0);
      await expect(figure(you, 'Recognitions given')).toHaveText(count(expected.me.given));
      await expect(figure(you, 'Points received')).toHaveText(count(expected.me.points_received));

      const team = page.getByRole('region', { name: 'Your team' });
      expect(expected.team).not.toBeNull();
      await expect(figure(team, 'Recognitions received')).toHaveText(count(expected.team!.received));
      const members = team.getByRole('table', { name: 'Each of your direct reports' });
      const emmaRow = members.getByRole('row', { name: /Emma Employee/ });
      const emmaFigures = expected.team!.members.find((member) => member.id === emma.id)!;
      expect(emmaFigures.received).toBeGreaterThan(0);
      await expect(emmaRow.getByRole('cell').nth(1)).toHaveText(count(emmaFigures.received));
      // Figures line up on their last digit, and a count axis never ticks a fraction of a recognition.
      await expect(emmaRow.getByRole('cell').nth(1)).toHaveCSS('text-align', 'right');
      // recharts draws tick labels in layers of their own: the week labels start with a letter, the counts do not.
      const weeklyTicks = you
        .getByRole('figure', { name: 'Your recognition by week' })
        .locator('.recharts-cartesian-axis-tick-value');
      const countTicks = async () =>
        (await weeklyTicks.allTextContents()).filter((tick) => !/^\p{L}/u.test(tick.trim()));
      await expect.poll(async () => (await countTicks()).length).toBeGreaterThan(1);
      expect((await countTicks()).filter((tick) => !/^\d[\d,]*$/.test(tick.trim()))).toEqual([]);

      const board = page.getByRole('region', { name: 'Leaderboard' });
      const receivers = board.getByRole('table', { name: 'Top receivers' });
      await expect(receivers.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
      await expect(board.getByText(/opt out of leaderboards in your profile settings/)).toBeVisible();

      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('analytics-manager.png'), fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      await manager.dispose();
      await employee.dispose();
    }
  });

  test('from the keyboard alone: a custom range, its error at the field, and a chart read as a table', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'manager');
    await page.goto(ANALYTICS);
    await expect(page.getByRole('region', { name: 'Your recognition' })).toBeVisible();
    const period = page.getByRole('combobox', { name: 'Date range' });
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).click();
    await tabUntilFocused(page, period, 30);
    // The last option is the custom range.
    await page.keyboard.press('End');
    await expect(period).toHaveValue('custom');
    // A date field is three stops (month, day, year): Tab goes through From's to To's first.
    const to = page.getByLabel('To', { exact: true });
    await tabUntilFocused(page, to, 6);
    // A To day before From: the error shows at To, and what was typed stays.
    await page.keyboard.type('01012020');
    await expect(to).toHaveAccessibleDescription(/The end date must be on or after the start date$/);
    await expect(to).toHaveValue('2020-01-01');
    // The year is still focused: the arrow keys move it on to the year after From's, and the whole range is read.
    const nextYear = Number((await page.getByLabel('From', { exact: true }).inputValue()).slice(0, 4)) + 1;
    const read = page.waitForResponse(
      (answer) => answer.url().includes(`/analytics/me?`) && answer.url().includes(`end_date=${nextYear}-01-01`),
    );
    for (let year = 2020; year < nextYear; year++) await page.keyboard.press('ArrowUp');
    await expect(to).toHaveValue(`${nextYear}-01-01`);
    await expect(to).not.toHaveAttribute('aria-invalid');
    expect((await read).ok()).toBe(true);

    const you = page.getByRole('region', { name: 'Your recognition' });
    const show = you.getByRole('button', { name: 'Show as table' }).first();
    await expect(show).toBeVisible();
    await tabUntilFocused(page, show, 10);
    await page.keyboard.press('Enter');
    await expect(you.getByRole('table', { name: 'Your recognition by week' })).toBeVisible();
    // The same button, now named for what it does next.
    const hide = you.getByRole('button', { name: 'Hide table' });
    await expect(hide).toBeFocused();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('analytics-keyboard.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('a person who opted out of leaderboards is never listed, and reads why', async ({ page, pageErrors }) => {
    const manager = await apiSession('manager');
    const before = (await profileOf(manager)).recognition_preferences ?? {
      default_privacy: null,
      leaderboard_opt_out: false,
      celebrations_opt_out: false,
    };
    try {
      const mateo = await profileOf(manager);
      const optOut = await manager.patch('/api/v2/users/me', {
        recognition_preferences: { ...before, leaderboard_opt_out: true },
      });
      expect(optOut.status, 'PATCH /api/v2/users/me').toBe(200);
      const board = (await manager.get<{ result: Leaderboard }>(`/api/v2/analytics/leaderboard?${query(thisMonth())}`))
        .result;
      expect([...board.givers, ...board.receivers].map((entry) => entry.person.id)).not.toContain(mateo.id);
      expect(board.viewer_opted_out).toBe(true);

      await signIn(page, 'manager');
      await page.goto(`${ANALYTICS}?${query(thisMonth())}`);
      const leaderboard = page.getByRole('region', { name: 'Leaderboard' });
      await expect(leaderboard.getByText(/You opted out of leaderboards, so you are not listed/)).toBeVisible();
      await expect(leaderboard.getByRole('table', { name: 'Top givers' }).getByRole('row').nth(1)).toBeVisible();
      await expect(leaderboard.getByRole('link', { name: 'Mateo Manager' })).toHaveCount(0);
      await expect(page.getByTestId('report-chart').first().locator('svg').first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('analytics-opted-out.png'), fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      await manager.patch('/api/v2/users/me', { recognition_preferences: before });
      await manager.dispose();
    }
  });
});
