import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import type { Invoice } from '@laurel/shared/contract';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../i18n';
import { BillingHistoryPage } from './BillingHistoryPage';

const invoice = (month: number, status: Invoice['status']): Invoice => ({
  number: `INV-1-2026${String(month).padStart(2, '0')}`,
  issuedOn: `2026-${String(month).padStart(2, '0')}-01`,
  periodStart: `2026-${String(month).padStart(2, '0')}-01`,
  periodEnd: `2026-${String(month).padStart(2, '0')}-28`,
  tier: 'tier_three',
  seats: 40,
  amountCents: 24_000,
  currency: 'USD',
  status,
});

const renderAt = (url: string) =>
  renderRouted(i18n, <BillingHistoryPage />, { url, path: '/admin/company/billing-history' });

describe('BillingHistoryPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the invoices with their amount and status, and links to the other pages', async () => {
    const get = jest
      .spyOn(v2Client, 'get')
      .mockResolvedValue({ result: { invoices: [invoice(11, 'open'), invoice(10, 'paid')], page: 2, totalPages: 3 } });
    renderAt('/admin/company/billing-history?page=2');

    const open = (await screen.findByRole('rowheader', { name: 'INV-1-202611' })).closest('tr')!;
    expect(within(open).getByText('$240.00')).toBeInTheDocument();
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('admin/billing/invoices?page=2');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/admin/company/billing-history?page=3',
    );
  });

  it('says when there are no invoices yet', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: { invoices: [], page: 1, totalPages: 1 } });
    renderAt('/admin/company/billing-history');
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
  });
});
