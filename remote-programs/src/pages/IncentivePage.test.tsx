import { screen } from '@testing-library/react';
import { on } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { claimable } from '../claim/testing/claim-fixtures';
import { answerGets, httpError } from '../claim/testing/api-answers';
import { renderPage } from '../testing/render-page';
import { IncentivePage } from './IncentivePage';

const renderAt = (id: string) => renderPage(<IncentivePage />, { url: `/incentives/${id}`, path: '/incentives/:id' });

function answer(incentive: unknown) {
  return answerGets((path, options) => {
    if (path === '/awards/2' && options?.params?.view === 'claim_modal') {
      if (incentive instanceof Error) throw incentive;
      return { result: incentive };
    }
    if (path === '/incentives/recent_claims') return { result: [] };
    throw httpError(404, { error: 'not_found', message: 'Not found' });
  });
}

describe('IncentivePage', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('shows the description as text, who may claim it, limits, stock and recent claims, and a Claim button', async () => {
    answer(
      claimable({
        id: 2,
        name: 'Speak at a meetup',
        description:
          '<p>Give a <strong>talk</strong>.</p><p>Any meetup counts.</p><img src=x onerror="window.__xss=1">',
        display_receiving_conditions: 'department: Sales',
        claims_left: 1,
        stock_message: '4 left',
        auto_approved: false,
        link_text: 'Read more',
        link_url: 'javascript:alert(1)',
      }),
    );
    const { user, container } = renderAt('2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speak at a meetup' })).toBeInTheDocument();
    expect(screen.getByText('Give a talk.')).toBeInTheDocument();
    expect(screen.getByText('Any meetup counts.')).toBeInTheDocument();
    expect(container.querySelector('strong, img[src="x"]')).toBeNull();
    expect(screen.getByText('department: Sales')).toBeInTheDocument();
    expect(screen.getByText('1 claim left')).toBeInTheDocument();
    expect(screen.getByText('4 left')).toBeInTheDocument();
    expect(screen.getByText('Needs approval')).toBeInTheDocument();
    expect(screen.getByText('Nobody has claimed it this week.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read more' })).not.toBeInTheDocument();
    const opened: unknown[] = [];
    const stop = on('open-claim-incentive', (detail) => opened.push(detail));
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(opened).toEqual([{ incentiveId: 2 }]);
    stop();
  });

  it('says an incentive that is not the reader’s, or not a number, is not found', async () => {
    answer(httpError(404, { error: 'not_found', message: 'Not found' }));
    renderAt('2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Incentive not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All incentives' })).toHaveAttribute('href', '/incentives');
  });

  it('rejects an id that is not a whole number without asking the server', async () => {
    const gets = answer(claimable());
    renderAt('2abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Incentive not found' })).toBeInTheDocument();
    expect(gets).not.toHaveBeenCalledWith(expect.stringMatching(/^\/awards/), expect.anything());
  });

  it('says the incentive could not be fetched when the read fails', async () => {
    answer(httpError(500));
    renderAt('2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch incentive with id 2');
  });
});
