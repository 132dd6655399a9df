import { screen, within } from '@testing-library/react';
import { on } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { claimable } from '../claim/testing/claim-fixtures';
import { answerGets, httpError } from '../claim/testing/api-answers';
import { renderPage } from '../testing/render-page';
import { IncentivesPage } from './IncentivesPage';

const REFER = claimable();
const KIT = claimable({ id: 3, name: 'Wellness week kit', amount: 25, claims_left: null, stock_message: '2 left' });
const GONE = claimable({ id: 5, name: 'Conference ticket', out_of_stock: true, stock_message: 'Out of stock' });

const recent = {
  timeframe: 'week',
  incentive: { id: 1, name: 'Refer a friend' },
  receivers: [
    { id: 3, display_name: 'Emma Employee', profile_pic_url: null },
    { id: 4, display_name: 'Rita Receiver', profile_pic_url: null },
  ],
};

function answer({ incentives = [REFER, KIT, GONE] as unknown, recentClaims = [recent] as unknown } = {}) {
  return answerGets((path, options) => {
    if (path === '/awards' && options?.params?.type === 'claimable') {
      if (incentives instanceof Error) throw incentives;
      return { result: incentives };
    }
    if (path === '/incentives/recent_claims') {
      if (recentClaims instanceof Error) throw recentClaims;
      return { result: recentClaims };
    }
    throw httpError(404);
  });
}

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('IncentivesPage', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('lists the incentives the reader may claim with amount, claims left, stock and who claimed them', async () => {
    answer();
    renderPage(<IncentivesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Incentives' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Incentives you may claim' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Refer a friend', 'Wellness week kit', 'Conference ticket']);
    expect(within(card('Refer a friend')).getByRole('link', { name: 'Refer a friend' })).toHaveAttribute(
      'href',
      '/incentives/1',
    );
    expect(card('Refer a friend')).toHaveTextContent('50 points');
    expect(card('Refer a friend')).toHaveTextContent('3 claims left');
    expect(
      await within(card('Refer a friend')).findByText('Emma Employee and 1 more claimed it this week'),
    ).toBeVisible();
    expect(card('Wellness week kit')).toHaveTextContent('Unlimited');
    expect(card('Wellness week kit')).toHaveTextContent('2 left');
    expect(card('Conference ticket')).toHaveTextContent('Out of stock');
    expect(card('Conference ticket')).toHaveAttribute('data-faded', 'true');
    expect(card('Refer a friend')).not.toHaveAttribute('data-faded');
  });

  it('opens the claim modal through the shell for the incentive whose Claim button is pressed', async () => {
    answer();
    const opened: unknown[] = [];
    const stop = on('open-claim-incentive', (detail) => opened.push(detail));
    const { user } = renderPage(<IncentivesPage />);
    await user.click(await screen.findByRole('button', { name: 'Claim Wellness week kit' }));
    expect(opened).toEqual([{ incentiveId: 3 }]);
    stop();
  });

  it('says when there is nothing to claim', async () => {
    answer({ incentives: [] });
    renderPage(<IncentivesPage />);
    expect(await screen.findByText('There are no incentives for you to claim right now.')).toBeInTheDocument();
  });

  it('says the incentives could not be fetched, with a retry that reads them again', async () => {
    const gets = answer({ incentives: httpError(500) });
    const { user } = renderPage(<IncentivesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch incentives');
    gets.mockRestore();
    answer();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Incentives you may claim' })).toBeInTheDocument();
  });

  it('still lists the incentives when the recent claims cannot be read', async () => {
    answer({ recentClaims: httpError(500) });
    renderPage(<IncentivesPage />);
    expect(await screen.findByRole('list', { name: 'Incentives you may claim' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
