import { screen, waitFor, within } from '@testing-library/react';
import { useProfileStore } from '@laurel/shared';
import type { Redemption } from '@laurel/shared/contract';
import { signInForTests, userProfile } from '@laurel/shared/testing/profiles';
import { answerCatalog, answerV2Gets, answerV2Posts, budget, httpError } from '../testing/api-answers';
import { renderPage } from '../testing/render-page';
import { GB, US, denomination, donation, giftCard, hoodie } from '../reward/testing/catalog-items';
import type { CompanyCatalogItem } from '@laurel/shared/contract';
import { RewardPage } from './RewardPage';

const redemption = (more: Partial<Redemption> = {}): Redemption => ({
  id: 77,
  aasmState: 'fulfilled',
  brandName: 'Amazon.com',
  claimUrl: 'https://claims.laurel.example/c/abc',
  color: null,
  createdAt: '2026-11-23T09:00:00.000Z',
  donation: false,
  gift: false,
  giftCard: true,
  gifteeEmail: null,
  giftMessage: null,
  name: 'Amazon.com Gift Card',
  priceInCurrency: 1000,
  currency: { iso4217Code: 'USD', exponent: 2, symbol: '$' },
  priceInPoints: 100,
  size: null,
  pointsBoost: false,
  catalogItem: { id: 1_000_004, denomination: 1, imageUrl: '/x.svg', type: 'built_in' },
  redemptionRecords: [],
  shippingAddress: null,
  ...more,
});

let earning = 460;

function answerReward(entry: CompanyCatalogItem) {
  answerCatalog((path) => {
    if (path === '/countries') return { data: [US, GB] };
    if (path === `/company_items/${entry.id}`) return { data: entry };
    throw httpError(404, { error: 'not_found', message: 'Not found' });
  });
  return answerV2Gets((path) => {
    if (path === '/users/show') return budget(earning);
    if (path === '/profile/user') return { result: userProfile({ giving_balance: 100 }) };
    if (path === '/profile/company') return { result: useProfileStore.getState().company.data };
    throw httpError(404);
  });
}

const renderReward = (id: number | string) =>
  renderPage(<RewardPage />, { url: `/rewards/${id}`, path: '/rewards/:id' });

describe('RewardPage', () => {
  beforeEach(() => {
    earning = 460;
    localStorage.clear();
    signInForTests();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the reward, its price in points and money, and the points the viewer has to spend', async () => {
    answerReward(giftCard({ item: { warnings: ['Not valid at every store.'] } }));
    renderReward(1_000_004);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amazon.com Gift Card' })).toBeInTheDocument();
    expect(screen.getByText('100 points')).toBeInTheDocument();
    expect(screen.getByText('worth $10.00')).toBeInTheDocument();
    expect(await screen.findByText('You have 460 points to spend')).toBeInTheDocument();
    expect(screen.getByText('Not valid at every store.')).toBeInTheDocument();
    const amounts = screen.getByRole('group', { name: 'Amount' });
    expect(
      within(amounts)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['$10.00 · 100 points', '$25.00 · 250 points']);
  });

  it('redeems with an Idempotency-Key kept across a retry, then confirms with the claim link and a way to history', async () => {
    const entry = giftCard();
    const gets = answerReward(entry);
    let lose = true;
    const posts = answerV2Posts(() => {
      if (lose) throw new TypeError('Failed to fetch');
      earning = 360;
      return { result: redemption() };
    });
    const { user } = renderReward(entry.id);
    const redeem = await screen.findByRole('button', { name: 'Redeem for 100 points' });
    await user.click(redeem);
    expect(await screen.findByRole('alert')).toHaveTextContent('Trying again is safe: you will not be charged twice.');
    lose = false;
    await user.click(screen.getByRole('button', { name: 'Redeem for 100 points' }));

    const done = await screen.findByRole('heading', { name: 'You redeemed Amazon.com Gift Card' });
    expect(done).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Claim your gift card' })).toHaveAttribute(
      'href',
      'https://claims.laurel.example/c/abc',
    );
    expect(screen.getByRole('link', { name: 'See your redemption history' })).toHaveAttribute(
      'href',
      '/rewards/history',
    );
    const [first, second] = posts.mock.calls;
    expect(first![0]).toBe('/redemptions');
    expect(first![1]).toEqual({
      redemption: { companyItemId: entry.id, denominationId: entry.companyDenominations[0]!.id },
    });
    expect(second![2]!.headers!['Idempotency-Key']).toBe(first![2]!.headers!['Idempotency-Key']);
    expect(await screen.findByText('You have 360 points to spend')).toBeInTheDocument();
    expect(gets.mock.calls.filter(([path]) => path === '/profile/user')).not.toHaveLength(0);
  });

  it('starts a new attempt with a new key after the server refused the last one', async () => {
    const entry = giftCard();
    answerReward(entry);
    let refuse = true;
    const posts = answerV2Posts(() => {
      if (refuse) throw httpError(409, { error: 'out_of_stock', message: 'This is out of stock' });
      return { result: redemption() };
    });
    const { user } = renderReward(entry.id);
    await user.click(await screen.findByRole('button', { name: 'Redeem for 100 points' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is out of stock');
    refuse = false;
    await user.click(screen.getByRole('radio', { name: /\$25.00/ }));
    await user.click(screen.getByRole('button', { name: 'Redeem for 250 points' }));
    await screen.findByRole('heading', { name: 'You redeemed Amazon.com Gift Card' });
    const keys = posts.mock.calls.map(([, , options]) => options!.headers!['Idempotency-Key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('explains a price over the balance and every inactive reason, and the button cannot be pressed', async () => {
    earning = 90;
    const entry = giftCard({
      companyDenominations: [denomination(10, { inactiveReasons: ['discontinued', 'admin_disabled'] })],
    });
    const posts = answerReward(entry);
    const { user } = renderReward(entry.id);
    const why = await screen.findByRole('region', { name: "Why can't I redeem this?" });
    expect(await within(why).findByText('It costs 100 points and you have 90 to spend.')).toBeInTheDocument();
    expect(within(why).getByText('The brand no longer offers this option.')).toBeInTheDocument();
    expect(within(why).getByText("Your company's rewards admin has turned this option off.")).toBeInTheDocument();
    const redeem = screen.getByRole('button', { name: 'Redeem for 100 points' });
    expect(redeem).toBeDisabled();
    expect(redeem).toHaveAccessibleDescription(/It costs 100 points and you have 90 to spend\./);
    await user.click(redeem);
    expect(posts).not.toHaveBeenCalledWith('/redemptions', expect.anything(), expect.anything());
  });

  it('asks a swag item for its size, colour and a complete shipping address, in the server’s words', async () => {
    const entry = hoodie();
    answerReward(entry);
    const posts = answerV2Posts(() => ({
      result: redemption({
        giftCard: false,
        claimUrl: null,
        name: 'Team hoodie',
        shippingAddress: { address1: '1 Main St', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' },
      }),
    }));
    const { user } = renderReward(entry.id);
    await user.click(await screen.findByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('radio', { name: 'forest' }));
    await user.click(screen.getByRole('button', { name: 'Redeem for 300 points' }));
    expect(await screen.findByText('Enter the street address.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveFocus());
    expect(posts).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await user.type(screen.getByRole('textbox', { name: 'State, province or region' }), 'OR');
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '97201');
    await user.click(screen.getByRole('button', { name: 'Redeem for 300 points' }));
    expect(await screen.findByText('We will ship it to the address below and e-mail you when it is on its way.'));
    const chosen = entry.companyDenominations.find((option) => option.optionName === 'M / forest')!;
    expect(posts.mock.calls[0]![1]).toEqual({
      redemption: {
        companyItemId: entry.id,
        denominationId: chosen.id,
        shippingAddress: { address1: '1 Main St', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' },
      },
    });
  });

  it('sends a gift to the giftee’s e-mail once it is a valid address', async () => {
    const entry = giftCard();
    answerReward(entry);
    const posts = answerV2Posts(() => ({ result: redemption({ gift: true, gifteeEmail: 'sam@example.com' }) }));
    const { user } = renderReward(entry.id);
    await user.click(await screen.findByRole('checkbox', { name: 'Send it to someone else as a gift' }));
    await user.type(screen.getByRole('textbox', { name: 'Their e-mail address' }), 'sam@');
    await user.click(screen.getByRole('button', { name: 'Redeem for 100 points' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Their e-mail address' }), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Redeem for 100 points' }));
    expect(await screen.findByText('We have e-mailed the gift card to sam@example.com.')).toBeInTheDocument();
    expect(posts.mock.calls[0]![1]).toMatchObject({ redemption: { gifteeEmail: 'sam@example.com' } });
  });

  it('offers a donation as a donation', async () => {
    const entry = donation();
    answerReward(entry);
    answerV2Posts(() => ({
      result: redemption({ donation: true, giftCard: false, claimUrl: null, brandName: 'WWF', name: 'Donate to WWF' }),
    }));
    const { user } = renderReward(entry.id);
    await user.click(await screen.findByRole('button', { name: 'Donate 100 points' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your donation' })).toBeInTheDocument();
    expect(screen.getByText('Your donation of $10.00 goes to WWF. Your redemption history keeps a receipt.'));
  });

  it('says a reward that is not in the catalogue, or an address that names none, does not exist', async () => {
    answerReward(giftCard());
    renderReward(555);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reward not found' })).toBeInTheDocument();
  });

  it('does not ask for an address that cannot name a reward', async () => {
    const spy = answerCatalog(() => ({ data: [US] }));
    answerV2Gets(() => budget(0));
    renderReward('latest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reward not found' })).toBeInTheDocument();
    expect(spy.mock.calls.map(([path]) => path)).not.toContain('/company_items/latest');
  });
});
