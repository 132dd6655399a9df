import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, v2Client } from '@laurel/shared';
import { apiErrorText, type RecognitionEquity } from '@laurel/shared/contract';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../../i18n';
import { RecognitionEquityReport } from './RecognitionEquityReport';

const PATH = '/admin/reports/recognition-equity';
const figures = (people: number, recognised: number, recognitions: number, points: number) => ({
  people,
  recognised,
  recognitions,
  points,
});

const EQUITY: RecognitionEquity = {
  range: { start_date: '2026-10-01', end_date: '2026-10-31' },
  minGroupSize: 5,
  company: figures(16, 4, 5, 62),
  breakdowns: [
    {
      dimension: 'department',
      segments: [
        { key: 'Engineering', name: 'Engineering', ...figures(6, 1, 2, 30) },
        { key: 'Sales', name: 'Sales', ...figures(5, 2, 2, 27) },
      ],
      hiddenSegments: 2,
    },
    {
      dimension: 'location',
      segments: [{ key: 'Lisbon', name: 'Lisbon', ...figures(16, 4, 5, 62) }],
      hiddenSegments: 0,
    },
    {
      dimension: 'tenure',
      segments: [
        { key: 'under_1', name: 'under_1', ...figures(8, 2, 3, 50) },
        { key: '5_plus', name: '5_plus', ...figures(8, 2, 2, 12) },
      ],
      hiddenSegments: 0,
    },
    { dimension: 'team', segments: [], hiddenSegments: 2 },
  ],
  unrecognised: [
    {
      manager: { id: 7, name: 'Ada Stone' },
      people: [{ id: 21, name: 'Bo <b>Park</b>', slug: 'bo-park-21', lastRecognisedAt: '2026-08-02T09:00:00.000Z' }],
    },
    { manager: null, people: [{ id: 22, name: 'Cy Lund', slug: 'cy-lund-22', lastRecognisedAt: null }] },
  ],
  unrecognisedSince: '2026-09-23T12:00:00.000Z',
};

const answer = (read: () => Promise<unknown>) =>
  jest.spyOn(v2Client, 'get').mockImplementation((() => read()) as typeof v2Client.get);

const renderReport = () =>
  renderRouted(i18n, <RecognitionEquityReport />, {
    url: `${PATH}?start_date=2026-10-01&end_date=2026-10-31`,
    path: PATH,
  });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('RecognitionEquityReport', () => {
  beforeAll(installNoopResizeObserver);
  beforeEach(() => signInForTests(subjectFor('tier_three', { global_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('reads the range from the address and shows each department against the company, saying how many are hidden', async () => {
    const get = answer(async () => ({ result: EQUITY }));
    renderReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recognition equity' })).toBeVisible();
    expect(get).toHaveBeenCalledWith('admin/reports/recognition_equity?start_date=2026-10-01&end_date=2026-10-31');
    expect(await screen.findByText(/^2 segments hidden to protect privacy/)).toBeVisible();
    expect(rowsOf(screen.getByRole('table', { name: 'Figures by department' }))).toEqual([
      ['Department', 'People', 'Recognised at least once', 'Recognitions per person', 'Points per person'],
      ['Engineering', '6', '17%', '0.3', '5'],
      ['Sales', '5', '40%', '0.4', '5.4'],
      ['Whole company', '16', '25%', '0.3', '3.9'],
    ]);
    // The chart's own table: the same segments, the measure and the company's average.
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(rowsOf(screen.getByRole('table', { name: 'Recognitions per person by department' }))).toEqual([
      ['Department', 'Recognitions per person', 'Company average'],
      ['Engineering', '0.3', '0.3'],
      ['Sales', '0.4', '0.3'],
    ]);
  });

  it('groups by tenure band in words and compares the share recognised', async () => {
    answer(async () => ({ result: EQUITY }));
    renderReport();
    await screen.findByRole('table', { name: 'Figures by department' });
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'Tenure');
    await userEvent.selectOptions(screen.getByLabelText('Compare'), 'Share recognised');
    expect(screen.getByText('No segment is hidden: every group has at least 5 people.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(rowsOf(screen.getByRole('table', { name: 'Share recognised by tenure' }))).toEqual([
      ['Tenure', 'Share recognised', 'Company average'],
      ['Under 1 year', '25%', '25%'],
      ['5 years or more', '25%', '25%'],
    ]);
  });

  it('says so when every team is too small to show', async () => {
    answer(async () => ({ result: EQUITY }));
    renderReport();
    await screen.findByRole('table', { name: 'Figures by department' });
    await userEvent.selectOptions(screen.getByLabelText('Group by'), "Manager's team");
    expect(screen.getByText('Every group is too small to show without identifying people.')).toBeVisible();
    expect(screen.queryByRole('table', { name: /team/ })).toBeNull();
  });

  it('lists who went 60 days unrecognised by manager, names as text, each with a link to recognise them', async () => {
    answer(async () => ({ result: EQUITY }));
    renderReport();
    const ada = await screen.findByRole('region', { name: 'Reports to Ada Stone' });
    expect(within(ada).getByRole('link', { name: 'Bo <b>Park</b>' })).toHaveAttribute(
      'href',
      '/company/users/bo-park-21',
    );
    expect(within(ada).getByText('Last recognised Aug 2, 2026')).toBeVisible();
    expect(within(ada).getByRole('link', { name: 'Recognise Bo <b>Park</b>' })).toHaveAttribute(
      'href',
      '/?give_recognition=21',
    );
    const nobody = screen.getByRole('region', { name: 'No manager' });
    expect(within(nobody).getByText('Never recognised')).toBeVisible();
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows the error of the catalogue and reads again on retry', async () => {
    const get = answer(async () => {
      throw new HttpError(403, { body: { error: 'forbidden', message: apiErrorText('forbidden') } });
    });
    renderReport();
    expect(await screen.findByText(apiErrorText('forbidden'))).toBeVisible();
    get.mockImplementation((async () => ({ result: EQUITY })) as never);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Figures by department' })).toBeVisible();
  });
});
