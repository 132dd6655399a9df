import { screen, within } from '@testing-library/react';
import xssCorpus from '@laurel/shared/testing/xss-corpus.json';
import type { PublicNominationPeriod } from '@laurel/shared/contract';
import { answerGets, httpError } from '../claim/testing/api-answers';
import { renderPage } from '../testing/render-page';
import { SharedNominationPage } from './SharedNominationPage';

const DAY = 86_400_000;

const period = (overrides: Partial<PublicNominationPeriod> = {}): PublicNominationPeriod => ({
  id: 7,
  name: 'Q3 Team Player',
  description: '<p>Who made the <strong>quarter</strong>?</p><img src=x onerror="window.__xss=1">',
  startDate: new Date(Date.now() - 10 * DAY).toISOString(),
  endDate: new Date(Date.now() + 10 * DAY).toISOString(),
  status: 'open',
  nominees: [
    { displayName: 'Ana Ruiz', profilePic: null, nominationCount: 3, summary: 'Ran the launch' },
    { displayName: 'Bo Chen', profilePic: null, nominationCount: 1, summary: 'Fixed the build' },
  ],
  ...overrides,
});

const renderAt = (id: string) =>
  renderPage(<SharedNominationPage />, { url: `/share/nominations/${id}`, path: '/share/nominations/:id' });

function answer(reply: () => unknown) {
  return answerGets((path) => {
    if (path === '/public/nomination_periods/7') return reply();
    throw httpError(404, { error: 'not_found', message: 'Not found' });
  });
}

describe('SharedNominationPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the period signed out and shows its name, status, description and nominees with their counts', async () => {
    const get = answer(() => period());
    const { container } = renderAt('7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Q3 Team Player' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/public/nomination_periods/7', { signedOut: true });
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('quarter');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    const nominees = within(screen.getByRole('list', { name: 'Nominees' })).getAllByRole('listitem');
    expect(nominees).toHaveLength(2);
    expect(nominees[0]).toHaveTextContent('Ana Ruiz');
    expect(nominees[0]).toHaveTextContent('3 nominations');
    expect(nominees[0]).toHaveTextContent('Ran the launch');
    expect(nominees[1]).toHaveTextContent('1 nomination');
  });

  it('computes the status from the dates, not from what the answer says', async () => {
    answer(() =>
      period({ status: 'open', startDate: new Date(Date.now() + DAY).toISOString(), endDate: null, nominees: [] }),
    );
    renderAt('7');
    expect(await screen.findByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByText(/no end date/)).toBeInTheDocument();
    expect(screen.getByText('Nobody has been nominated yet.')).toBeInTheDocument();
  });

  it('shows a closed period as closed', async () => {
    answer(() => period({ endDate: new Date(Date.now() - DAY).toISOString() }));
    renderAt('7');
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });

  it('shows not found for an admin-only or unknown period, and for an address that is no id', async () => {
    answer(() => {
      throw httpError(404, { error: 'not_found', message: 'Not found' });
    });
    renderAt('7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nomination period not found' })).toBeInTheDocument();
    jest.restoreAllMocks();
    const get = answer(() => period());
    renderAt('abc');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Nomination period not found' })).toHaveLength(2);
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the failure with a retry that reads again', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      if (calls === 1) throw httpError(500, { error: 'server_error', message: 'Boom' });
      return period();
    });
    const { user } = renderAt('7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the nomination period');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Q3 Team Player' })).toBeInTheDocument();
  });

  it.each(xssCorpus.map((entry) => [entry.id, entry.payload]))(
    'keeps %s inert in the description, a name and a summary',
    async (_id, payload) => {
      answer(() =>
        period({
          name: payload,
          description: payload,
          nominees: [{ displayName: payload, profilePic: null, nominationCount: 1, summary: payload }],
        }),
      );
      const { container } = renderAt('7');
      await screen.findByRole('list', { name: 'Nominees' });
      expect(
        container.querySelector('script, iframe, object, embed, [onerror], [onload], a[href^="javascript"]'),
      ).toBeNull();
    },
  );
});
