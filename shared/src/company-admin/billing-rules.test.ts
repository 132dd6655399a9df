import { billingSettingsErrors, monthlyAmountCents, seatsRange } from './billing-rules';
import { MAX_SEATS } from './billing-contract';

const valid = { seatsPurchased: 40, billingContactEmail: 'billing@example.com' };

describe('billingSettingsErrors', () => {
  it('accepts seats from the active people up to the maximum and a plain e-mail address', () => {
    expect(billingSettingsErrors(valid, 40)).toEqual({});
    expect(billingSettingsErrors({ ...valid, seatsPurchased: MAX_SEATS }, 40)).toEqual({});
  });

  it('refuses fewer seats than active people, fractions and more than the maximum', () => {
    expect(billingSettingsErrors({ ...valid, seatsPurchased: 39 }, 40)).toEqual({
      seatsPurchased: 'billing_seats_invalid',
    });
    expect(billingSettingsErrors({ ...valid, seatsPurchased: 40.5 }, 40)).toEqual({
      seatsPurchased: 'billing_seats_invalid',
    });
    expect(billingSettingsErrors({ ...valid, seatsPurchased: MAX_SEATS + 1 }, 40)).toEqual({
      seatsPurchased: 'billing_seats_invalid',
    });
  });

  it('refuses an address without a domain or with spaces', () => {
    expect(billingSettingsErrors({ ...valid, billingContactEmail: 'billing@' }, 1)).toEqual({
      billingContactEmail: 'billing_email_invalid',
    });
    expect(billingSettingsErrors({ ...valid, billingContactEmail: 'bill ing@example.com' }, 1)).toEqual({
      billingContactEmail: 'billing_email_invalid',
    });
  });
});

describe('seatsRange', () => {
  it('keeps at least one seat for a company without active people', () => {
    expect(seatsRange(0)).toEqual({ min: 1, max: MAX_SEATS });
  });
});

describe('monthlyAmountCents', () => {
  it('is the seats times the seat price', () => {
    expect(monthlyAmountCents(12, 450)).toBe(5400);
  });
});
