import { screen, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { currentAddress, renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../../i18n';
import { PointsGiven } from './PointsGiven';
import { PointsEarned } from './PointsEarned';
import { RecognitionActivity } from './RecognitionActivity';
import { Redemptions } from './Redemptions';
import { RewardsCost } from './RewardsCost';
import { activityWith, frameOf, POINTS_GIVEN, REDEMPTIONS, REWARDS_COST } from './activity-report-fixtures';

const TODAY = new Date('2026-11-22T12:00:00.000Z');
const OCTOBER = 'start_date=2026-10-01&end_date=2026-10-31';

const answer = (result: unknown) => jest.spyOn(v2Client, 'get').mockResolvedValue({ result });
const renderAt = (ui: React.ReactElement, path: string, query = '') =>
  renderRouted(i18n, ui, { url: `${path}${query}`, path });

describe('activity reports', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { global_admin: true, finance_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('points given: headline figures, points by department and a row per giver for the previous month', async () => {
    const get = answer(POINTS_GIVEN);
    renderAt(<PointsGiven today={TODAY} />, '/admin/reports/points-given');
    expect(await screen.findByRole('heading', { level: 1, name: 'Points given' })).toBeVisible();
    expect(get).toHaveBeenCalledWith(`admin/reports/activity/points_given_report?${OCTOBER}&page=1`);
    const figures = screen.getByRole('region', { name: 'Headline figures' });
    expect(within(figures).getByText('1,260')).toBeVisible();
    expect(within(figures).getByText('1,006')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Points given by department' })).toBeVisible();
    const people = screen.getByRole('table', { name: 'Points given by person' });
    expect(within(people).getByRole('row', { name: 'Emma Stone Engineering 2 1,250 1,000' })).toBeInTheDocument();
    expect(within(people).getByRole('row', { name: 'Mateo Ruiz No department 1 10 6' })).toBeInTheDocument();
  });

  it('filters by department in the address, and exports the CSV with the same filters', async () => {
    const get = answer(POINTS_GIVEN);
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ file_id: 5 });
    const { user } = renderAt(<PointsGiven today={TODAY} />, '/admin/reports/points-given');
    await user.selectOptions(await screen.findByLabelText('Department'), 'Finance');
    expect(currentAddress()).toBe(`/admin/reports/points-given?${OCTOBER}&department=Finance`);
    expect(get).toHaveBeenLastCalledWith(
      `admin/reports/activity/points_given_report?${OCTOBER}&department=Finance&page=1`,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(post).toHaveBeenCalledWith('admin/reports/points_given_report/csv', {
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      department: 'Finance',
    });
  });

  it('reads the page from the address and offers the other pages', async () => {
    const get = answer({
      ...frameOf(
        POINTS_GIVEN.rows.map(({ user, department, recognitions, points }) => ({
          user,
          department,
          recognitions,
          points,
        })),
        30,
      ),
      pagination: { pageNumber: 2, pageCount: 2, totalCount: 30, pageSize: 24 },
      totals: { points: 1260, recognitions: 3, receivers: 2 },
      byDepartment: POINTS_GIVEN.byDepartment,
    });
    renderAt(<PointsEarned today={TODAY} />, '/admin/reports/points-earned', `?${OCTOBER}&page=2`);
    const pages = await screen.findByRole('navigation', { name: 'Pages of rows' });
    expect(get).toHaveBeenCalledWith(`admin/reports/activity/points_earned?${OCTOBER}&page=2`);
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      `/admin/reports/points-earned?${OCTOBER}&page=1`,
    );
  });

  it('recognition activity: weeks by type and the latest recognitions, a message as text', async () => {
    answer(activityWith('<img src=x onerror=alert(1)> thanks'));
    renderAt(<RecognitionActivity today={TODAY} />, '/admin/reports/recognition-activity');
    const latest = await screen.findByRole('table', { name: 'Latest recognitions' });
    expect(within(latest).getByRole('row', { name: /Nov 1, 2026|Oct 31, 2026/ })).toHaveTextContent(
      'CelebrationEmma StoneMateo Ruiz, Emma Stone60<img src=x onerror=alert(1)> thanks',
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Recognitions per week' })).toBeVisible();
  });

  it('redemptions: every order with its state, and the redeemed totals by reward type', async () => {
    answer(REDEMPTIONS);
    renderAt(<Redemptions today={TODAY} />, '/admin/reports/redemptions');
    const orders = await screen.findByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('row', { name: /Amazon \$25 Gift card 500 Declined/ })).toBeInTheDocument();
    const byType = screen.getByRole('table', { name: 'Redeemed by reward type' });
    expect(within(byType).getByRole('row', { name: 'Donation 1 250' })).toBeInTheDocument();
  });

  it('rewards cost: one point per unit of currency reads in the singular', async () => {
    answer({ ...REWARDS_COST, currency: { isoCode: 'USD', exchangeRate: 1 } });
    renderAt(<RewardsCost today={TODAY} />, '/admin/reports/rewards-cost');
    expect(await screen.findByText(/converted at the budget's rate of 1 point per USD\./)).toBeVisible();
  });

  it("rewards cost: money in the budget's currency, by month and by category", async () => {
    answer(REWARDS_COST);
    renderAt(<RewardsCost today={TODAY} />, '/admin/reports/rewards-cost');
    expect(await screen.findByText(/converted at the budget's rate of 4 points per EUR/)).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Headline figures' })).getByText('€97.50')).toBeVisible();
    const categories = screen.getByRole('table', { name: 'Cost by reward category' });
    expect(within(categories).getByRole('row', { name: 'Donations 1 250 €62.50' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cost by month' })).toBeVisible();
  });

  it('says so when nothing matches, and shows a failure with a retry', async () => {
    answer({ ...REDEMPTIONS, ...frameOf([]), totals: { orders: 0, points: 0 }, byRewardType: [] });
    renderAt(<Redemptions today={TODAY} />, '/admin/reports/redemptions');
    expect(
      await screen.findByText('Nobody ordered a reward in this range. Try a longer range or another department.'),
    ).toBeVisible();

    jest.restoreAllMocks();
    const get = jest.spyOn(v2Client, 'get').mockRejectedValue(new HttpError(500, { body: { error: 'server_error' } }));
    const { user } = renderAt(
      <RewardsCost today={TODAY} />,
      '/admin/reports/rewards-cost',
      '?start_date=2026-01-01&end_date=2026-01-31',
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(get).toHaveBeenCalledTimes(2);
  });
});
