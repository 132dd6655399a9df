import { screen } from '@testing-library/react';
import { useProfileStore } from '@laurel/shared';
import { signInForTests, subjectFor, userProfile } from '@laurel/shared/testing/profiles';
import { answerCatalog, answerV2Gets, answerV2Posts, budget, httpError } from '../../testing/api-answers';
import { renderPage } from '../../testing/render-page';
import { US, pointsBoost } from '../../reward/testing/catalog-items';
import { RewardPage } from '../../pages/RewardPage';

const boost = pointsBoost();
let giving = 100;
let earning = 460;

function answerBoost() {
  answerCatalog((path) => {
    if (path === '/countries') return { data: [US] };
    if (path === `/company_items/${boost.id}`) return { data: boost };
    throw httpError(404);
  });
  answerV2Gets((path) => {
    if (path === '/users/show') return budget(earning, giving);
    if (path === '/profile/user') return { result: userProfile({ giving_balance: giving }) };
    if (path === '/profile/company') return { result: useProfileStore.getState().company.data };
    throw httpError(404);
  });
}

const renderBoost = () => renderPage(<RewardPage />, { url: `/rewards/${boost.id}`, path: '/rewards/:id' });

describe('PointsBoost', () => {
  beforeEach(() => {
    giving = 100;
    earning = 460;
    localStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('moves earned points to the giving balance through a redemption, and the profile follows', async () => {
    signInForTests();
    answerBoost();
    const posts = answerV2Posts(() => {
      giving = 150;
      earning = 410;
      return {
        result: {
          id: 9,
          pointsBoost: true,
          donation: false,
          giftCard: false,
          gift: false,
          claimUrl: null,
          priceInPoints: 50,
          name: 'Allowance boost',
          shippingAddress: null,
        },
      };
    });
    const { user } = renderBoost();
    expect(await screen.findByRole('heading', { level: 1, name: 'Allowance boost' })).toBeInTheDocument();
    expect(await screen.findByTestId('earning-balance')).toHaveTextContent('460');
    expect(screen.getByTestId('boost-giving-balance')).toHaveTextContent('100');

    await user.click(screen.getByRole('radio', { name: /100 points/ }));
    await user.click(screen.getByRole('button', { name: 'Add 100 points to your giving balance' }));
    expect(await screen.findByRole('heading', { name: 'Points added to your giving balance' })).toHaveFocus();
    expect(posts.mock.calls[0]![1]).toEqual({
      redemption: { companyItemId: boost.id, denominationId: boost.companyDenominations[1]!.id },
    });
    expect(await screen.findByTestId('boost-giving-balance')).toHaveTextContent('150');
    expect(useProfileStore.getState().user.data?.giving_balance).toBe(150);
    expect(screen.getByTestId('earning-balance')).toHaveTextContent('410');
  });

  it('tells whoever may not claim a points boost why, with no button to press', async () => {
    signInForTests(subjectFor('tier_three', { user_mode: 'receiver' }));
    answerBoost();
    renderBoost();
    expect(await screen.findByText('Your account cannot add points to its giving balance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 50 points to your giving balance' })).toBeDisabled();
  });
});
