import { screen, within } from '@testing-library/react';
import { on, type LaurelEvents } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { answerGets, httpError } from '../claim/testing/api-answers';
import { renderPage } from '../testing/render-page';
import { nomination, nominatorPeriod } from '../nominate/testing/nomination-fixtures';
import { NominationsPage } from './NominationsPage';

const renderNominations = () => renderPage(<NominationsPage />, { url: '/nominations', path: '/nominations' });

function answer({ periods = [nominatorPeriod()], nominations = [nomination()] } = {}) {
  return answerGets((path) => {
    if (path === '/nomination_periods') return { records: periods };
    if (path === '/nominations') return { records: nominations };
    throw httpError(404, { error: 'not_found', message: 'Not found' });
  });
}

describe('NominationsPage', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('lists the open periods with what is left, and a Nominate button that opens the modal through the shell', async () => {
    answer({
      periods: [
        nominatorPeriod({ currentUserNominations: [nomination()] }),
        nominatorPeriod({ id: 6, name: 'Last year', status: 'closed' }),
      ],
    });
    const opened: LaurelEvents['open-nomination'][] = [];
    const stop = on('open-nomination', (detail) => opened.push(detail));
    const { user } = renderNominations();
    const open = await screen.findByRole('region', { name: 'Open nomination periods' });
    expect(within(open).getByRole('heading', { name: 'Team player 2026' })).toBeInTheDocument();
    expect(within(open).getByText('2 of 3 nominations left')).toBeInTheDocument();
    expect(within(open).queryByText('Last year')).not.toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Nominate in Team player 2026' }));
    expect(opened).toEqual([{ nominationPeriodId: 5 }]);
    stop();
  });

  it('lists the reader’s nominations with the nominee, the period, the day and the reason', async () => {
    answer();
    renderNominations();
    const mine = await screen.findByRole('region', { name: 'Your nominations' });
    expect(within(mine).getByRole('heading', { name: 'Anna Lee' })).toBeInTheDocument();
    expect(within(mine).getByText('In Team player 2026, Nov 20, 2026')).toBeInTheDocument();
    expect(within(mine).getByText('Stayed late to ship the release')).toBeInTheDocument();
  });

  it('says when nothing is open and nothing was nominated', async () => {
    answer({ periods: [], nominations: [] });
    renderNominations();
    expect(await screen.findByText('No nomination period is open to you right now.')).toBeInTheDocument();
    expect(screen.getByText('You have not nominated anyone yet.')).toBeInTheDocument();
  });

  it('has no Nominate button on a period whose limit is reached', async () => {
    const made = [nomination({ id: 1 }), nomination({ id: 2 })];
    answer({ periods: [nominatorPeriod({ nominationLimit: 2, currentUserNominations: made })] });
    renderNominations();
    expect(await screen.findByText('All nominations made')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nominate in/ })).not.toBeInTheDocument();
  });

  it('shows the load error with a retry that reads again', async () => {
    let fail = true;
    answerGets((path) => {
      if (fail) throw httpError(500, { error: 'server_error', message: 'Something went wrong on our side' });
      if (path === '/nomination_periods') return { records: [nominatorPeriod()] };
      return { records: [] };
    });
    const { user } = renderNominations();
    expect(await screen.findByText('Your nominations could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Team player 2026' })).toBeInTheDocument();
  });
});
