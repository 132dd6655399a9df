import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import type { RecognitionQualityAverages, ScoredRecognition } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { currentAddress, renderRouted } from '@laurel/shared/testing/render-routed';
import '../recognition-scores-copy';
import { i18n } from '../../i18n';
import { RecognitionScoresReport } from './RecognitionScoresReport';

const TODAY = new Date('2026-11-22T12:00:00.000Z');

const averages = (averageScore: number | null, recognitionCount: number): RecognitionQualityAverages => ({
  averageScore,
  recognitionCount,
  dimensions: [
    { key: 'specific', matchRate: 60 },
    { key: 'contextual', matchRate: 0 },
    { key: 'values_aligned', matchRate: null },
    { key: 'personal', matchRate: 40 },
    { key: 'genuine', matchRate: 20 },
  ],
});

const recognition = (id: number, score: number, giver: string): ScoredRecognition => ({
  id,
  reason: `<img src=x onerror=alert(${id})> thanks`,
  qualityScore: { score, dimensions: [], totals: { matches: 0, total: 5 } },
  attachments: [],
  createdAt: '2026-10-03T09:00:00.000Z',
  familyAmount: 12,
  giver: { id: 1, displayName: giver, email: 'g@x', profilePic: null, username: 'g' },
  reactionCount: 0,
  commentCount: 0,
  receivers: [{ id: 2, displayName: 'Emma Employee', email: 'e@x', profilePic: null, username: 'e' }],
});

/** The server as the tests see it: October 74 over September 50, unless a month says otherwise. */
function answerReads(failTop = false) {
  return jest.spyOn(v2Client, 'get').mockImplementation((async (path: string) => {
    const [call, query = ''] = path.split('?');
    const params = new URLSearchParams(query);
    const start = params.get('start_date');
    if (call!.endsWith('/averages')) {
      const byMonth: Record<string, RecognitionQualityAverages> = {
        '2026-10-01': averages(74, 5),
        '2026-09-01': averages(50, 1),
        '2026-08-01': averages(null, 0),
      };
      return { result: byMonth[start!] ?? averages(null, 0) };
    }
    if (call!.endsWith('/monthly_averages')) {
      const records = [
        { month: '2026-05', averageScore: null, recognitionCount: 0 },
        { month: params.get('month'), averageScore: 74, recognitionCount: 5 },
      ];
      return { result: { records } };
    }
    if (call!.endsWith('/department_averages')) {
      return { result: { records: [{ department: 'Finance', averageScore: 90, recognitionCount: 1 }] } };
    }
    if (call!.endsWith('/filter_options')) {
      return {
        result: {
          hashtags: ['Bold', 'Care'],
          teams: [{ id: 7, name: "Mateo's team" }],
          customProperties: [{ name: 'department', values: ['Finance'] }],
        },
      };
    }
    if (failTop) throw new HttpError(500, { body: { error: 'server_error' } });
    const records =
      params.get('filter_values') === 'Bold'
        ? [recognition(11, 90, 'Fiona Finance')]
        : [recognition(11, 90, 'Fiona Finance'), recognition(12, 80, 'Mateo Manager')];
    return { result: { records } };
  }) as typeof v2Client.get);
}

const renderReport = (query = '') =>
  renderRouted(i18n, <RecognitionScoresReport today={TODAY} />, {
    url: `/admin/reports/recognition_scores${query}`,
    path: '/admin/reports/recognition_scores',
  });

describe('RecognitionScoresReport', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { finance_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('reads the previous month by default, against the month before it', async () => {
    const get = answerReads();
    renderReport();
    const selected = await screen.findByTestId('average-selected');
    expect(selected).toHaveTextContent('October 2026');
    expect(selected).toHaveTextContent('74');
    expect(selected).toHaveTextContent('+24 points on the previous month');
    expect(screen.getByTestId('average-previous')).toHaveTextContent('September 2026 (previous month)50');
    expect(get).toHaveBeenCalledWith(expect.stringMatching(/averages\?start_date=2026-10-01&end_date=2026-10-31$/));
    expect(get).toHaveBeenCalledWith(expect.stringMatching(/averages\?start_date=2026-09-01&end_date=2026-09-30$/));
    expect(screen.getByRole('row', { name: 'Specific 60%' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Finance 90 1' })).toBeVisible();
  });

  it('charts the months with recognitions, a month without any left out rather than drawn as zero', async () => {
    answerReads();
    const { user } = renderReport();
    await user.click(await screen.findByRole('button', { name: 'Show as table' }));
    const monthly = screen.getByRole('table', { name: 'Average score by month' });
    expect(within(monthly).getByRole('row', { name: 'October 2026 74' })).toBeVisible();
    expect(within(monthly).queryByText('May 2026')).toBeNull();
  });

  it('takes the month parameters from the address, and falls back on an unparsable one', async () => {
    const get = answerReads();
    renderReport('?overview_month=2026-09&top_recognition_start_month=2026-13&top_recognition_end_month=2026-10');
    expect(await screen.findByTestId('average-selected')).toHaveTextContent('September 2026');
    expect(screen.getByTestId('average-previous')).toHaveTextContent('August 2026 (previous month)No recognitions');
    expect(get).toHaveBeenCalledWith(
      expect.stringMatching(/top_scoring_recognition\?start_date=2026-10-01&end_date=2026-10-31$/),
    );
  });

  it('changes the overview month in the address, and the averages with it', async () => {
    answerReads();
    const { user } = renderReport();
    await screen.findByTestId('average-selected');
    const field = screen.getByLabelText('Overview month');
    await user.clear(field);
    await user.type(field, '2026-09');
    await waitFor(() => expect(screen.getByTestId('average-selected')).toHaveTextContent('September 202650'));
    expect(screen.getByTestId('average-previous')).toHaveTextContent('August 2026');
    expect(currentAddress()).toContain('overview_month=2026-09');
  });

  it('lists the top recognitions as text linking to each, and filters them by hashtag', async () => {
    const get = answerReads();
    const { user } = renderReport();
    const list = await screen.findByRole('list', { name: 'Top-scoring recognitions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Fiona Finance to Emma Employee' })).toHaveAttribute(
      'href',
      '/bonuses/11',
    );
    expect(within(list).getAllByText(/<img src=x onerror=alert\(11\)> thanks/)[0]).toBeVisible();
    expect(document.querySelector('img')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Filter by'), 'hashtag');
    expect(screen.queryByLabelText('Whose')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Value'), 'Bold');
    expect(get).toHaveBeenCalledWith(expect.stringContaining('filter_type=hashtag&filter_values=Bold'));
    await screen.findByText('Score 90');
    expect(
      within(screen.getByRole('list', { name: 'Top-scoring recognitions' })).getAllByRole('listitem'),
    ).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Filter by'), 'custom_property');
    await user.selectOptions(screen.getByLabelText('Value'), 'department:Finance');
    await user.selectOptions(screen.getByLabelText('Whose'), 'receiver');
    expect(get).toHaveBeenCalledWith(
      expect.stringContaining(
        'filter_type=custom_property&filter_values=department%3AFinance&filter_direction=receiver',
      ),
    );
  });

  it("shows the top list's failure with a retry, the rest of the page still drawn", async () => {
    answerReads(true);
    renderReport();
    expect(await screen.findByText('This report could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByTestId('average-selected')).toHaveTextContent('74');
  });
});
