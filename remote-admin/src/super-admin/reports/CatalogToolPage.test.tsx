import { screen, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../super-admin-copy';
import { i18n } from '../../i18n';
import { OutOfStockPage, PromotedPage } from './CatalogToolPage';

describe('CatalogToolPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the items out of stock with what is left of each denomination', async () => {
    const get = jest.spyOn(v2Client, 'get').mockResolvedValue({
      result: [
        {
          id: 4,
          fullName: 'Insulated tumbler',
          brandName: 'Laurel',
          provider: 'snappy',
          state: 'active',
          denominations: [
            { id: 1, price: '25.00 USD', quantity: 0, inactiveReasons: ['out_of_stock'] },
            { id: 2, price: '30.00 USD', quantity: null, inactiveReasons: [] },
          ],
        },
      ],
    });
    renderRouted(i18n, <OutOfStockPage />, { url: '/o', path: '/o' });
    const row = await screen.findByRole('row', { name: /Insulated tumbler/ });
    expect(within(row).getByText('25.00 USD · 0 left · out_of_stock')).toBeInTheDocument();
    expect(within(row).getByText('30.00 USD · no stock limit')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('super_admin/catalog/out_of_stock');
  });

  it('says when nothing is promoted, and why a read failed', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValueOnce({ result: [] });
    renderRouted(i18n, <PromotedPage />, { url: '/p', path: '/p' });
    expect(await screen.findByText('No item is promoted.')).toBeInTheDocument();
    jest.restoreAllMocks();
    jest.spyOn(v2Client, 'get').mockRejectedValue(new HttpError(500));
    renderRouted(i18n, <OutOfStockPage />, { url: '/o', path: '/o' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded');
  });
});
