import { screen, within } from '@testing-library/react';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { RedemptionReceiptPage } from '../../pages/RedemptionReceiptPage';
import { HOODIE } from '../../history/testing/redemptions';
import { renderPage } from '../../testing/render-page';
import { answerGets, httpError } from '../../history/testing/v2-api';

const renderReceipt = (id: number) =>
  renderPage(<RedemptionReceiptPage />, {
    url: `/rewards/history/${id}/receipt`,
    path: '/rewards/history/:id/receipt',
  });

describe('RedemptionReceipt', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('reads as a receipt: who, when, what, for how many points, and where it stands', async () => {
    answerGets(() => ({ result: HOODIE(4) }));
    renderReceipt(4);
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Redemption no. 4');
    expect(receipt).toHaveTextContent('Northwind Collective');
    expect(receipt).toHaveTextContent('Redeemed byEmma Employeeemma@laurel.example');
    expect(receipt).toHaveTextContent('DateNov 20, 2026');
    expect(receipt).toHaveTextContent('Ship to500 Harbor Way');
    const lines = within(receipt).getByRole('table', { name: 'What was redeemed' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(
      'Northwind Collective hoodieM · navy$45.00450 points',
    );
    expect(within(lines).getAllByRole('row')[2]).toHaveTextContent('Total paid in points450 points');
    expect(receipt).toHaveTextContent('Status: Approved. Delivery: Being prepared by the rewards team.');
    expect(screen.getByRole('link', { name: 'Back to the redemption' })).toHaveAttribute('href', '/rewards/history/4');
  });

  it('prints from its Print button', async () => {
    answerGets(() => ({ result: HOODIE(4) }));
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderReceipt(4);
    await user.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says a receipt of someone else’s redemption does not exist, and offers no Print', async () => {
    answerGets(() => {
      throw httpError(404, { error: 'not_found' });
    });
    renderReceipt(9);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
  });
});
