import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, v2Client } from '@laurel/shared';
import { apiErrorText, type GamingSignals, type SignalPerson } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../../i18n';
import { GamingSignalsReport } from './GamingSignalsReport';

const PATH = '/admin/reports/gaming-signals';
const person = (id: number, name: string): SignalPerson => ({ id, name, slug: `p-${id}` });
const [ana, ben, cy, dee, eve] = [
  person(1, 'Ana Ray'),
  person(2, 'Ben <i>Ho</i>'),
  person(3, 'Cy Lund'),
  person(4, 'Dee Park'),
  person(5, 'Eve Moss'),
] as SignalPerson[];
const recognition = (id: number, from: SignalPerson, to: SignalPerson, amount: number) => ({
  id,
  giverId: from!.id,
  receiverIds: [to!.id],
  amount,
  createdAt: '2026-10-05T09:00:00.000Z',
});

const SIGNALS: GamingSignals = {
  range: { start_date: '2026-10-01', end_date: '2026-10-31' },
  thresholds: { reciprocalShare: 0.5, ringShare: 0.5, concentrationShare: 0.5, minRecognitions: 2 },
  signals: [
    {
      kind: 'reciprocal_pair',
      score: 0.75,
      people: [ana!, ben!],
      points: 40,
      recognitions: [recognition(101, ana!, ben!, 10), recognition(102, ben!, ana!, 10)],
    },
    {
      kind: 'ring',
      score: 1,
      people: [cy!, dee!, eve!],
      points: 30,
      recognitions: [recognition(201, cy!, dee!, 5), recognition(202, dee!, eve!, 5), recognition(203, eve!, cy!, 5)],
    },
  ],
};

const answer = (read: () => Promise<unknown>) =>
  jest.spyOn(v2Client, 'get').mockImplementation((() => read()) as typeof v2Client.get);
const renderReport = () =>
  renderRouted(i18n, <GamingSignalsReport />, { url: `${PATH}?start_date=2026-10-01&end_date=2026-10-31`, path: PATH });

describe('GamingSignalsReport', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { global_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('explains the thresholds the server used', async () => {
    const get = answer(async () => ({ result: SIGNALS }));
    renderReport();
    const how = await screen.findByRole('region', { name: 'How signals are found' });
    expect(get).toHaveBeenCalledWith('admin/reports/gaming_signals?start_date=2026-10-01&end_date=2026-10-31');
    expect(
      within(how).getByText(
        'Reciprocal pair: two people who each gave at least 50% of their points in the range to the other, with at least 2 recognitions each way.',
      ),
    ).toBeVisible();
    expect(within(how).getByText(/^Concentration: a giver who sent at least 50% of their allowance/)).toBeVisible();
  });

  it('lists each signal with its score, its people and the recognitions behind it', async () => {
    answer(async () => ({ result: SIGNALS }));
    renderReport();
    const pairs = await screen.findByRole('region', { name: 'Reciprocal pairs (1 signal)' });
    expect(within(pairs).getByRole('heading', { level: 3, name: 'Pair: Ana Ray, Ben <i>Ho</i>' })).toBeVisible();
    expect(within(pairs).getByText('Score 75%')).toBeVisible();
    expect(within(pairs).getByText('40 points between them')).toBeVisible();
    expect(within(pairs).getByRole('link', { name: 'Ben <i>Ho</i>' })).toHaveAttribute('href', '/company/users/p-2');
    await userEvent.click(within(pairs).getByText('Recognitions behind it'));
    expect(within(pairs).getByRole('link', { name: 'Open recognition #102' })).toHaveAttribute('href', '/bonuses/102');
    expect(within(pairs).getByText(/Ben <i>Ho<\/i> to Ana Ray: 10 points, Oct 5, 2026/)).toBeVisible();

    const rings = screen.getByRole('region', { name: 'Rings (1 signal)' });
    expect(within(rings).getByRole('heading', { level: 3, name: 'Ring: Cy Lund, Dee Park, Eve Moss' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Concentrated giving (0 signals)' })).toHaveTextContent(
      'No giver concentrated their allowance on one person in this range.',
    );
    expect(document.querySelector('i')).toBeNull();
  });

  it('shows the error of the catalogue with a retry', async () => {
    answer(async () => {
      throw new HttpError(500, { body: { error: 'server_error', message: apiErrorText('server_error') } });
    });
    renderReport();
    expect(await screen.findByText(apiErrorText('server_error'))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
