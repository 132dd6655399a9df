import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, v2Client } from '@laurel/shared';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import type { UnimplementedCatalog, UnimplementedCatalogItem } from '@laurel/shared/contract';
import '../super-admin-copy';
import { i18n } from '../../i18n';
import { UnimplementedCatalogPage } from './UnimplementedCatalogPage';

const item = (changes: Partial<UnimplementedCatalogItem> = {}): UnimplementedCatalogItem => ({
  id: 7,
  fullName: 'PayPal cash-out',
  brandName: 'PayPal',
  provider: 'paypal',
  state: 'active',
  denominations: [],
  distributionMethod: 'cash_out',
  reason: 'payout_missing',
  status: 'open',
  reviewedBy: null,
  reviewedAt: null,
  ...changes,
});

const catalog = (items: UnimplementedCatalogItem[]): { result: UnimplementedCatalog } => ({
  result: { items, methods: ['cash_out', 'exclusive_other'], providers: ['bonusly', 'paypal'] },
});

const renderPage = (url = '/u') => renderRouted(i18n, <UnimplementedCatalogPage />, { url, path: '/u' });

describe('UnimplementedCatalogPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each item with why nothing fulfils it and what may be done', async () => {
    const get = jest.spyOn(v2Client, 'get').mockResolvedValue(catalog([item()]));
    renderPage();
    const row = await screen.findByRole('row', { name: /PayPal cash-out/ });
    expect(within(row).getByText('Cash-out')).toBeInTheDocument();
    expect(within(row).getByText('No payout is made for a cash-out')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark as known: PayPal cash-out' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Hide PayPal cash-out from every catalogue' })).toBeEnabled();
    expect(get).toHaveBeenCalledWith('super_admin/catalog/unimplemented');
  });

  it('reads the filters from the address and applies the chosen ones', async () => {
    const get = jest.spyOn(v2Client, 'get').mockResolvedValue(catalog([item()]));
    renderPage('/u?status=open');
    await screen.findByRole('row', { name: /PayPal cash-out/ });
    expect(get).toHaveBeenCalledWith('super_admin/catalog/unimplemented?status=open');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Delivery method'), 'cash_out');
    await user.selectOptions(screen.getByLabelText('Provider'), 'paypal');
    await user.click(screen.getByRole('button', { name: 'Show items' }));
    expect(get).toHaveBeenLastCalledWith(
      'super_admin/catalog/unimplemented?method=cash_out&provider=paypal&status=open',
    );
  });

  it('marks an item, says so and reads the list again', async () => {
    const get = jest
      .spyOn(v2Client, 'get')
      .mockResolvedValueOnce(catalog([item()]))
      .mockResolvedValue(
        catalog([item({ status: 'marked', reviewedBy: 'Sam Super', reviewedAt: '2026-11-10T09:00:00.000Z' })]),
      );
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({ result: item({ status: 'marked' }) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as known: PayPal cash-out' }));
    expect(patch).toHaveBeenCalledWith('super_admin/catalog/unimplemented/7', { action: 'mark' });
    expect(await screen.findByText('PayPal cash-out is marked as known.')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Marked as known/ });
    expect(within(row).getByText(/Sam Super, Nov 10, 2026/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reopen PayPal cash-out' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('says why a change failed and keeps the list; says why a read failed', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue(catalog([item()]));
    jest.spyOn(v2Client, 'patch').mockRejectedValue(new HttpError(404, { body: { error: 'not_found' } }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hide PayPal cash-out from every catalogue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The change was not made');
    expect(screen.getByRole('row', { name: /PayPal cash-out/ })).toBeInTheDocument();
  });

  it('says why the list could not be read, and when nothing matches', async () => {
    jest.spyOn(v2Client, 'get').mockRejectedValueOnce(new HttpError(500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded');
    jest.restoreAllMocks();
    jest.spyOn(v2Client, 'get').mockResolvedValue(catalog([]));
    renderPage('/u?status=hidden');
    expect(await screen.findByText('No item matches these filters.')).toBeInTheDocument();
  });
});
