import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../super-admin-copy';
import { i18n } from '../../i18n';
import { RewardsHealthCheckPage } from './RewardsHealthCheckPage';

describe('RewardsHealthCheckPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the items per state, what is held back, the redemptions per status and the low stock', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({
      result: {
        items: { active: 40, inactive: 3, archived: 1 },
        heldBack: [{ reason: 'out_of_stock', count: 2 }],
        redemptions: [{ status: 'new', count: 4 }],
        lowStock: [{ itemId: 4, fullName: 'Kindle Paperwhite', price: '149.00 USD', quantity: 0 }],
      },
    });
    renderRouted(i18n, <RewardsHealthCheckPage />, { url: '/h', path: '/h' });
    expect(await screen.findByText('Active items')).toBeInTheDocument();
    expect(screen.getByText('out_of_stock').closest('li')).toHaveTextContent('2 denominations');
    const table = screen.getByRole('table', { name: 'Denominations with 5 units or fewer left, fewest first' });
    expect(within(table).getByRole('row', { name: /Kindle Paperwhite/ })).toHaveTextContent('149.00 USD0');
  });
});
