import { screen, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import {
  apiErrorText,
  type Leaderboard,
  type PersonalAnalytics,
  type RecognitionSummary,
} from '@laurel/shared/contract';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../analytics-copy';
import { i18n } from '../../i18n';
import { AnalyticsDashboard } from './AnalyticsDashboard';

const TODAY = new Date('2026-11-24T10:00:00.000Z');
const OCTOBER = { start_date: '2026-10-01', end_date: '2026-10-31' };
const XSS_NAME = '<img src=x onerror=alert(1)>';

const person = (id: number, display_name: string) => ({ id, display_name, slug: `p-${id}`, profile_pic_url: null });

const summary = (given: number, received: number, values = [{ hashtag: 'Care', count: 2 }]): RecognitionSummary => ({
  given,
  received,
  points_given: given * 10,
  points_received: received * 5,
  weeks: [
    { week_start: '2026-09-28', given: 1, received: 0 },
    { week_start: '2026-10-05', given: given - 1, received },
  ],
  values,
});

const ME: PersonalAnalytics = {
  range: OCTOBER,
  me: summary(3, 2),
  team: {
    ...summary(7, 4),
    members: [{ ...person(21, 'Emma Employee'), given: 7, received: 4, points_received: 20 }],
  },
};

const BOARD: Leaderboard = {
  range: OCTOBER,
  givers: [
    { rank: 1, person: person(21, 'Emma Employee'), count: 7, points: 70 },
    { rank: 2, person: person(22, XSS_NAME), count: 3, points: 30 },
  ],
  receivers: [],
  viewer_opted_out: false,
};

function answer(reads: { me?: () => Promise<unknown>; leaderboard?: () => Promise<unknown> }) {
  return jest
    .spyOn(v2Client, 'get')
    .mockImplementation(((path: string) =>
      path.startsWith('analytics/me')
        ? (reads.me ?? (async () => ({ result: ME })))()
        : (reads.leaderboard ?? (async () => ({ result: BOARD })))()) as typeof v2Client.get);
}

const renderPage = (url = '/analytics/dashboard?start_date=2026-10-01&end_date=2026-10-31') =>
  renderRouted(i18n, <AnalyticsDashboard today={TODAY} chartSize={{ width: 400, height: 200 }} />, {
    url,
    path: '/analytics/dashboard',
  });

const region = (name: string) => screen.getByRole('region', { name });
const figure = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('AnalyticsDashboard', () => {
  beforeAll(installNoopResizeObserver);
  beforeEach(() => signInForTests(subjectFor('tier_three', { is_manager: true, show_analytics: true })));
  afterEach(() => jest.restoreAllMocks());

  it("shows the manager's own figures, their team's and the leaderboard with ranks", async () => {
    const get = answer({});
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Your recognition' });
    expect(get).toHaveBeenCalledWith('analytics/me?start_date=2026-10-01&end_date=2026-10-31');

    const you = region('Your recognition');
    expect(figure(you, 'Recognitions given')).toHaveTextContent('3');
    expect(figure(you, 'Points received')).toHaveTextContent('10');
    await user.click(within(you).getAllByRole('button', { name: 'Show as table' })[0]!);
    const weeks = within(you).getByRole('table', { name: 'Your recognition by week' });
    expect(within(weeks).getAllByRole('row')[1]).toHaveTextContent('Sep 2810');

    const team = region('Your team');
    expect(within(team).getByText('Your 1 direct report, together.')).toBeVisible();
    expect(figure(team, 'Recognitions given')).toHaveTextContent('7');
    const members = within(team).getByRole('table', { name: 'Each of your direct reports' });
    expect(within(members).getByRole('link', { name: 'Emma Employee' })).toHaveAttribute('href', '/company/users/p-21');

    const board = await screen.findByRole('region', { name: 'Leaderboard' });
    const givers = await within(board).findByRole('table', { name: 'Top givers' });
    const rows = within(givers).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^1Emma Employee770$/);
    // A name is text, never markup.
    expect(within(rows[2]!).getByRole('link', { name: XSS_NAME })).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(board).getByRole('table', { name: 'Top receivers' })).toHaveTextContent(
      'Nobody received recognition in this period.',
    );
    expect(within(board).getByText(/You can opt out of leaderboards in your profile settings/)).toBeVisible();
  });

  it('has no team section for someone who leads nobody, and says when the viewer opted out', async () => {
    answer({
      me: async () => ({ result: { ...ME, team: null } }),
      leaderboard: async () => ({ result: { ...BOARD, viewer_opted_out: true } }),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Your recognition' });
    expect(screen.queryByRole('region', { name: 'Your team' })).toBeNull();
    expect(await screen.findByText(/You opted out of leaderboards, so you are not listed/)).toBeVisible();
  });

  it('hides the leaderboard when the company hides competitive features, but not from a global admin', async () => {
    const hidden = subjectFor('tier_three', { is_manager: true, show_analytics: true });
    signInForTests({ ...hidden, company: { ...hidden.company, hide_competitive_features: true } });
    const get = answer({});
    const { unmount } = renderPage();
    await screen.findByRole('heading', { name: 'Your recognition' });
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).toBeNull();
    expect(get.mock.calls.some(([path]) => String(path).startsWith('analytics/leaderboard'))).toBe(false);
    unmount();

    const admin = subjectFor('tier_three', { global_admin: true, show_analytics: true });
    signInForTests({ ...admin, company: { ...admin.company, hide_competitive_features: true } });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Leaderboard' })).toBeVisible();
  });

  it('starts on the previous month and reads again for another period', async () => {
    const get = answer({});
    const { user } = renderPage('/analytics/dashboard');
    const period = screen.getByRole('combobox', { name: 'Date range' });
    expect(period).toHaveDisplayValue('Previous month');
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['This month', 'Previous month', 'This quarter', 'Custom range']);
    await user.selectOptions(period, 'This quarter');
    await screen.findByRole('heading', { name: 'Your recognition' });
    expect(get).toHaveBeenCalledWith('analytics/me?start_date=2026-10-01&end_date=2026-11-24');
  });

  it("shows the API's error with a retry that reads again", async () => {
    let fail = true;
    answer({
      me: async () => {
        if (fail) throw new HttpError(500, { body: { error: 'server_error', message: apiErrorText('server_error') } });
        return { result: ME };
      },
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This report could not be loaded');
    expect(alert).toHaveTextContent(apiErrorText('server_error'));
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your recognition' })).toBeVisible();
  });
});
