import { isRedeemable, pointsForPrice } from './catalog-contract';
import {
  missingRedemptionDetail,
  redemptionBodySchema,
  redemptionSchemaError,
  resendRedemptionBodySchema,
} from './redemption-schemas';

const address = { address1: '1 Main St', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' };
const body = (more: object = {}) => ({ redemption: { companyItemId: 1_000_004, denominationId: 12, ...more } });
const errorOf = (value: unknown) => redemptionSchemaError(redemptionBodySchema.safeParse(value));

describe('the redemption body', () => {
  it('takes a denomination with an address, a giftee and a trimmed message', () => {
    const parsed = redemptionBodySchema.parse(
      body({ shippingAddress: address, gifteeEmail: 'a@b.co', giftMessage: ' Hi ' }),
    );
    expect(parsed.redemption.giftMessage).toBe('Hi');
    expect(errorOf(body())).toBeNull();
  });

  it('names what is wrong with the catalogue’s ids', () => {
    expect(errorOf(body({ shippingAddress: { ...address, city: ' ' } }))).toBe('invalid_shipping_address');
    expect(errorOf(body({ shippingAddress: { ...address, country: 'usa' } }))).toBe('invalid_shipping_address');
    expect(errorOf(body({ gifteeEmail: 'nope' }))).toBe('invalid_email');
    expect(errorOf(body({ giftMessage: 'x'.repeat(501) }))).toBe('gift_message_too_long');
    expect(errorOf({ redemption: { companyItemId: 'x', denominationId: 1 } })).toBe('bad_request');
    expect(errorOf(null)).toBe('bad_request');
  });

  it('asks for an address only where the item collects one', () => {
    expect(missingRedemptionDetail({ collectShippingInfo: true }, {})).toBe('shipping_address_required');
    expect(missingRedemptionDetail({ collectShippingInfo: true }, { shippingAddress: address })).toBeNull();
    expect(missingRedemptionDetail({ collectShippingInfo: false }, {})).toBeNull();
  });

  it('resends only to an e-mail address', () => {
    expect(resendRedemptionBodySchema.safeParse({ email: 'me@example.com' }).success).toBe(true);
    expect(redemptionSchemaError(resendRedemptionBodySchema.safeParse({ email: '<b>' }))).toBe('invalid_email');
    expect(redemptionSchemaError(resendRedemptionBodySchema.safeParse({}))).toBe('invalid_email');
  });
});

describe('catalogue prices', () => {
  it('converts subunits to points through the exponent and the rate, rounding up', () => {
    expect(pointsForPrice(1000, { exponent: 2, usdPerUnit: 1 })).toBe(100);
    expect(pointsForPrice(1000, { exponent: 0, usdPerUnit: 0.0067 })).toBe(67);
    expect(pointsForPrice(5000, { exponent: 3, usdPerUnit: 3.25 })).toBe(163);
  });

  it('redeems only an active item’s denomination without reasons', () => {
    const denomination = { inactiveReasons: [] } as never;
    expect(isRedeemable({ state: 'active' }, denomination)).toBe(true);
    expect(isRedeemable({ state: 'inactive' }, denomination)).toBe(false);
    expect(isRedeemable({ state: 'active' }, { inactiveReasons: ['out_of_stock'] } as never)).toBe(false);
  });
});
