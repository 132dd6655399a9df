import { screen, within } from '@testing-library/react';
import { HttpError, isServedPath, v2Client } from '@laurel/shared';
import { apiErrorText, type AdminDashboard as Dashboard } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../dashboard-copy';
import { i18n } from '../../i18n';
import { AdminDashboard } from './AdminDashboard';

const DASHBOARD: Dashboard = {
  period: { start: '2026-10-23T12:00:00.000Z', end: '2026-11-22T12:00:00.000Z' },
  previousPeriod: { start: '2026-09-23T12:00:00.000Z', end: '2026-10-23T12:00:00.000Z' },
  activePeople: 4,
  givers: { current: 3, previous: 2 },
  receivers: { current: 2, previous: 2 },
  recognitions: { current: 5, previous: 2 },
  pointsGiven: { current: 1250, previous: 3000 },
  topValues: [
    { hashtag: 'Care', current: 3, previous: 1 },
    { hashtag: 'Bold', current: 1, previous: 0 },
  ],
  allowanceUsed: { current: 43, previous: 10 },
  allowanceTotal: 400,
  redemptions: { current: 1, previous: 1 },
  redeemedPoints: { current: 100, previous: 30 },
  pendingClaims: { current: 2, previous: 1 },
  pendingAwardGives: { current: 0, previous: 0 },
};

const answer = (read: () => Promise<unknown>) =>
  jest.spyOn(v2Client, 'get').mockImplementation((() => read()) as typeof v2Client.get);

const renderDashboard = () =>
  renderRouted(i18n, <AdminDashboard />, { url: '/admin/dashboard', path: '/admin/dashboard' });

const section = (name: string) => screen.getByRole('region', { name });

describe('AdminDashboard', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { admin: true, global_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('shows each figure with the previous one and the change in words', async () => {
    const get = answer(async () => ({ result: DASHBOARD }));
    renderDashboard();
    expect(await screen.findByText('Oct 23, 2026 – Nov 22, 2026, against Sep 23, 2026 – Oct 23, 2026')).toBeVisible();
    expect(get).toHaveBeenCalledWith('admin/analytics/dashboard');

    const participation = section('Participation');
    expect(within(participation).getByText('Shares of the 4 active people.')).toBeVisible();
    expect(within(participation).getByText('75%')).toBeVisible();
    expect(within(participation).getByText('3 people')).toBeVisible();
    expect(within(participation).getAllByText('Previous 30 days: 50%')).toHaveLength(2);
    expect(within(participation).getByText('Up 25 percentage points from the previous 30 days')).toBeVisible();
    expect(within(participation).getByText('No change from the previous 30 days')).toBeVisible();

    const recognition = section('Recognition');
    expect(within(recognition).getByText('Up 3 (150%) from the previous 30 days')).toBeVisible();
    expect(within(recognition).getByText('1,250 points')).toBeVisible();
    expect(within(recognition).getByText('Down 1,750 (58%) from the previous 30 days')).toBeVisible();

    const budget = section('Budget used');
    expect(within(budget).getByRole('meter', { name: 'Giving allowance used' })).toHaveAttribute(
      'aria-valuetext',
      '43 of 400 points used (11%)',
    );
    expect(within(budget).getByText('11%')).toBeVisible();
    expect(within(budget).getByText('43 of 400 points')).toBeVisible();
    expect(within(budget).getByText('Previous 30 days: 10 of 400 points used (3%)')).toBeVisible();

    const rewards = section('Rewards redeemed');
    expect(within(rewards).getByText('Up 70 (233%) from the previous 30 days')).toBeVisible();

    const approvals = section('Pending approvals');
    expect(within(approvals).getByText('When the previous 30 days ended: 1')).toBeVisible();
  });

  it('lists the top values as a table, each linked to its hashtag page', async () => {
    answer(async () => ({ result: DASHBOARD }));
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'The five hashtags used most in the last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ValueLast 30 daysPrevious 30 days',
      '#Care3▲ Up 2 (200%) from the previous 30 days1',
      '#Bold1▲ Up 1 from the previous 30 days0',
    ]);
    expect(within(table).getByRole('link', { name: '#Care' })).toHaveAttribute('href', '/company/hashtags/Care');
  });

  it('links only to pages that exist and this admin may open', async () => {
    answer(async () => ({ result: DASHBOARD }));
    renderDashboard();
    const approvals = await screen.findByRole('region', { name: 'Pending approvals' });
    const links = within(approvals).getAllByRole('link');
    const candidates = [
      ['Your approvals', '/incentives/approvals'],
      ['Pending awards', '/admin/programs/awards/pending'],
      ['Incentives summary', '/admin/incentives/summary'],
    ];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      candidates.filter(([, path]) => isServedPath(path!)),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of screen.getAllByRole('link')) expect(isServedPath(link.getAttribute('href')!)).toBe(true);
  });

  it('shows a finance admin no report their menu does not', async () => {
    signInForTests(subjectFor('tier_three', { finance_admin: true }));
    answer(async () => ({ result: DASHBOARD }));
    renderDashboard();
    const approvals = await screen.findByRole('region', { name: 'Pending approvals' });
    expect(within(approvals).queryByRole('link', { name: 'Incentives summary' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the error with a retry that loads the figures', async () => {
    let fail = true;
    const get = answer(() =>
      fail
        ? Promise.reject(new HttpError(500, { body: { error: 'server_error', message: apiErrorText('server_error') } }))
        : Promise.resolve({ result: DASHBOARD }),
    );
    const { user } = renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded');
    expect(alert).toHaveTextContent(apiErrorText('server_error'));
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Participation' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
