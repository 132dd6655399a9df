import { screen, within } from '@testing-library/react';
import { apiErrorText } from '@laurel/shared/contract';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { RedemptionPage } from '../../pages/RedemptionPage';
import { HOODIE, redemption } from '../testing/redemptions';
import { renderPage } from '../../testing/render-page';
import { answerGets, answerPosts, httpError } from '../testing/v2-api';

const renderDetail = (id: string | number) =>
  renderPage(<RedemptionPage />, { url: `/rewards/history/${id}`, path: '/rewards/history/:id' });

const GIFT = redemption(8, {
  name: 'Starbucks Card',
  brandName: 'Starbucks',
  gift: true,
  gifteeEmail: 'sam.rivera@example.com',
  giftMessage: 'Coffee is on me this week. Thank you!',
});

describe('RedemptionDetail', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('shows the redemption’s facts, its records and its receipt', async () => {
    answerGets((path) => {
      if (path === 'rewards/redemptions/4') return { result: HOODIE(4) };
      throw httpError(404);
    });
    renderDetail(4);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Collective hoodie' })).toBeInTheDocument();
    const facts = document.querySelector('dl')!;
    expect(facts).toHaveTextContent('StatusApproved It is approved and on its way to you.');
    expect(facts).toHaveTextContent('DeliveryBeing prepared by the rewards team');
    expect(facts).toHaveTextContent('Points450 points');
    expect(facts).toHaveTextContent('Value$45.00');
    expect(facts).toHaveTextContent('OptionM · navy');
    expect(facts).toHaveTextContent('Shipping to500 Harbor WayPortland, OR 97201US');
    const records = screen.getByRole('table', { name: 'Delivery records' });
    expect(within(records).getAllByRole('row')[1]).toHaveTextContent('41Nov 18, 2026$45.00$1.50Being prepared');
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/rewards/history/4/receipt');
    expect(screen.queryByRole('heading', { name: 'Send the gift card e-mail again' })).not.toBeInTheDocument();
  });

  it('shows a gift’s giftee, message and claim link', async () => {
    answerGets(() => ({ result: GIFT }));
    renderDetail(8);
    expect(await screen.findByText('sam.rivera@example.com')).toBeInTheDocument();
    expect(screen.getByText('Coffee is on me this week. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the gift card (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://claims.laurel.example/c/token8',
    );
  });

  it('refuses a bad e-mail with the server’s rule before sending, then resends to a good one', async () => {
    answerGets(() => ({ result: GIFT }));
    const post = answerPosts(() => ({ result: GIFT }));
    const { user } = renderDetail(8);
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveValue('sam.rivera@example.com');

    await user.clear(email);
    await user.type(email, 'sam.rivera@example');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(email).toHaveAccessibleDescription(/Enter an e-mail address such as name@example.com./);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await user.type(email, '.com{Enter}');
    expect(
      await screen.findByText('We sent the gift card e-mail again to sam.rivera@example.com.'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('rewards/redemptions/8/resend', { email: 'sam.rivera@example.com' });
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('says why the server refused a resend', async () => {
    answerGets(() => ({ result: redemption(1) }));
    answerPosts(() => {
      throw httpError(422, { error: 'not_resendable', message: apiErrorText('not_resendable') });
    });
    const { user } = renderDetail(1);
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveValue('emma@laurel.example');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail was not sent.');
    expect(alert).toHaveTextContent('Only a gift card sent by e-mail can be resent');
    expect(screen.queryByText(/We sent the gift card e-mail again/)).not.toBeInTheDocument();
  });

  it('says a redemption that is not the reader’s does not exist', async () => {
    answerGets(() => {
      throw httpError(404, { error: 'not_found', message: 'Not found' });
    });
    renderDetail(77);
    expect(await screen.findByRole('heading', { level: 1, name: 'Redemption not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your redemptions' })).toHaveAttribute('href', '/rewards/history');
  });

  it('does not ask for an address that cannot name a redemption', async () => {
    const get = answerGets(() => ({ result: redemption(1) }));
    renderDetail('latest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redemption not found' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
