import { screen, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import { apiErrorText, type BillingSettings } from '@laurel/shared/contract';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../i18n';
import { BillingSettingsPage } from './BillingSettingsPage';

const SETTINGS: BillingSettings = {
  tier: 'tier_three',
  status: 'active',
  trialEndDate: null,
  renewsOn: '2026-12-01',
  currency: 'USD',
  seatPriceCents: 600,
  seatsPurchased: 40,
  seatsUsed: 32,
  billingContactEmail: 'billing@northwind.example.com',
  paymentMethod: { brand: 'Visa', last4: '4243', expMonth: 8, expYear: 2029 },
};

const renderPage = () =>
  renderRouted(i18n, <BillingSettingsPage />, { url: '/admin/company/billing', path: '/admin/company/billing' });

describe('BillingSettingsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the plan, the seats in use and the card on file', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: SETTINGS });
    renderPage();

    expect(await screen.findByText('32 of 40 in use')).toBeInTheDocument();
    expect(screen.getByText('Renews on Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('$6.00 per seat a month')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4243')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Seats in use' })).toHaveAttribute('value', '32');
  });

  it('refuses fewer seats than people at the field, keeps what was typed and sends nothing', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: SETTINGS });
    const patch = jest.spyOn(v2Client, 'patch');
    const { user } = renderPage();
    const seats = await screen.findByLabelText('Seats purchased');

    await user.clear(seats);
    await user.type(seats, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(seats).toHaveAccessibleDescription(
      expect.stringContaining(apiErrorText('billing_seats_invalid', { min: 32, max: 100000 })),
    );
    expect(seats).toHaveValue('20');
    expect(patch).not.toHaveBeenCalled();
  });

  it('saves seats and the contact, showing the new monthly amount as typed', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: SETTINGS });
    const patch = jest
      .spyOn(v2Client, 'patch')
      .mockResolvedValue({ result: { ...SETTINGS, seatsPurchased: 50, billingContactEmail: 'ap@example.com' } });
    const { user } = renderPage();
    const seats = await screen.findByLabelText('Seats purchased');

    await user.clear(seats);
    await user.type(seats, '50');
    expect(screen.getByText(/That is \$300\.00 a month\./)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Send invoices to'));
    await user.type(screen.getByLabelText('Send invoices to'), 'ap@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(patch).toHaveBeenCalledWith('admin/billing', { seatsPurchased: 50, billingContactEmail: 'ap@example.com' });
    expect(await screen.findByText('32 of 50 in use')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Billing settings saved');
  });

  it('shows the server’s refusal and keeps the form as typed', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: SETTINGS });
    jest.spyOn(v2Client, 'patch').mockRejectedValue(
      new HttpError(422, {
        body: { error: 'billing_email_invalid', message: apiErrorText('billing_email_invalid') },
      }),
    );
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Send invoices to'), '.uk');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(apiErrorText('billing_email_invalid'))).toBeInTheDocument();
    expect(screen.getByLabelText('Send invoices to')).toHaveValue('billing@northwind.example.com.uk');
  });

  it('says what failed and reads again on retry', async () => {
    const get = jest
      .spyOn(v2Client, 'get')
      .mockRejectedValueOnce(new HttpError(500, { body: { error: 'server_error', message: 'Billing is down' } }))
      .mockResolvedValue({ result: SETTINGS });
    const { user } = renderPage();

    expect(await screen.findByText('Billing is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('32 of 40 in use')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
