import { screen, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import type { PulseResults } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../pulse-results-copy';
import { i18n } from '../../i18n';
import { PulseResultsReport } from './PulseResultsReport';

const TODAY = new Date('2026-11-22T12:00:00.000Z');

const RESULTS: PulseResults = {
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  respondentCount: 7,
  questions: [
    {
      questionId: 1,
      text: 'I feel recognised.',
      averageScore: 3.4,
      responseCount: 7,
      months: [{ month: '2026-10', averageScore: 3.4, responseCount: 7 }],
    },
  ],
  departments: [
    { department: 'Legal', respondentCount: 2, averageScore: null, hidden: true },
    { department: 'Sales', respondentCount: 5, averageScore: 3.3, hidden: false },
  ],
  comments: [{ id: 3, questionId: 1, month: '2026-10', text: '<script>alert(1)</script> more shout-outs' }],
};

const renderReport = (query = '') =>
  renderRouted(i18n, <PulseResultsReport today={TODAY} />, {
    url: `/admin/reports/pulse-results${query}`,
    path: '/admin/reports/pulse-results',
  });

describe('PulseResultsReport', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { finance_admin: true, global_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('shows each question, the departments with small ones hidden, and the comments as text', async () => {
    const get = jest.spyOn(v2Client, 'get').mockResolvedValue({ result: RESULTS });
    renderReport();
    expect(await screen.findByText('7 people answered between Oct 1, 2026 and Oct 31, 2026.')).toBeVisible();
    expect(get).toHaveBeenCalledWith('admin/reports/pulse_results?start_date=2026-10-01&end_date=2026-10-31');
    expect(screen.getByRole('row', { name: 'I feel recognised. 3.4 7' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Legal 2 Hidden: fewer than 5 people answered' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Sales 5 3.3' })).toBeVisible();
    const comments = screen.getByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('<script>alert(1)</script> more shout-outs')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    // One month is no trend.
    expect(
      screen.getByText('The monthly trend shows when the range covers answers from two months or more.'),
    ).toBeVisible();
  });

  it('draws the months as a trend, the same figures in a table', async () => {
    const question = RESULTS.questions[0]!;
    const months = [
      { month: '2026-09', averageScore: 3, responseCount: 4 },
      { month: '2026-10', averageScore: 3.4, responseCount: 7 },
    ];
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: { ...RESULTS, questions: [{ ...question, months }] } });
    const { user } = renderReport();
    await user.click(await screen.findByRole('button', { name: 'Show as table' }));
    const trend = screen.getByRole('table', { name: 'Average answer by month' });
    expect(within(trend).getByRole('row', { name: 'September 2026 3' })).toBeVisible();
    expect(within(trend).getByRole('row', { name: 'October 2026 3.4' })).toBeVisible();
  });

  it('reads the range in the address', async () => {
    const get = jest.spyOn(v2Client, 'get').mockResolvedValue({ result: RESULTS });
    renderReport('?start_date=2026-06-01&end_date=2026-10-31');
    await screen.findByRole('heading', { name: 'By department' });
    expect(get).toHaveBeenCalledWith('admin/reports/pulse_results?start_date=2026-06-01&end_date=2026-10-31');
  });

  it('says so when nobody answered, and shows a failure with a retry', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValueOnce({ result: { ...RESULTS, respondentCount: 0 } });
    renderReport();
    expect(await screen.findByText('Nobody answered a pulse check in this range. Try a longer range.')).toBeVisible();

    jest.restoreAllMocks();
    jest.spyOn(v2Client, 'get').mockRejectedValue(new HttpError(500, { body: { error: 'server_error' } }));
    renderReport('?start_date=2026-01-01&end_date=2026-01-31');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
