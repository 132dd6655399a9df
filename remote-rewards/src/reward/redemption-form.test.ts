import type { CompanyCatalogItem } from '@laurel/shared/contract';
import { giftCard, hoodie } from './testing/catalog-items';
import { checkRedemption, emptyAddress, type RedemptionDraft } from './redemption-form';

const draft = (more: Partial<RedemptionDraft> = {}): RedemptionDraft => ({
  asGift: false,
  gifteeEmail: '',
  giftMessage: '',
  address: emptyAddress('US'),
  ...more,
});

const first = (entry: CompanyCatalogItem) => entry.companyDenominations[0]!;

describe('checkRedemption', () => {
  it('sends only the denomination for a gift card kept for oneself', () => {
    const entry = giftCard();
    expect(checkRedemption(entry, first(entry), draft())).toEqual({
      input: { companyItemId: entry.id, denominationId: first(entry).id },
      problems: null,
    });
  });

  it('asks for the giftee’s e-mail of a gift, and sends it trimmed with the message', () => {
    const entry = giftCard();
    expect(checkRedemption(entry, first(entry), draft({ asGift: true })).problems).toEqual({
      gifteeEmail: { kind: 'missing' },
    });
    expect(checkRedemption(entry, first(entry), draft({ asGift: true, gifteeEmail: 'sam@' })).problems).toEqual({
      gifteeEmail: { kind: 'invalid' },
    });
    expect(
      checkRedemption(entry, first(entry), draft({ asGift: true, gifteeEmail: ' sam@example.com ', giftMessage: 'Hi' }))
        .input,
    ).toMatchObject({ gifteeEmail: 'sam@example.com', giftMessage: 'Hi' });
  });

  it('refuses a gift message over the server’s limit', () => {
    const entry = giftCard();
    const long = 'x'.repeat(501);
    expect(
      checkRedemption(entry, first(entry), draft({ asGift: true, gifteeEmail: 'sam@example.com', giftMessage: long }))
        .problems,
    ).toEqual({ giftMessage: { kind: 'too_long', max: 500 } });
  });

  it('names each missing or too long line of a shipping address', () => {
    const entry = hoodie();
    const { problems } = checkRedemption(
      entry,
      first(entry),
      draft({ address: { ...emptyAddress('US'), city: 'Portland', postalCode: '9'.repeat(17) } }),
    );
    expect(problems).toEqual({
      address1: { kind: 'missing' },
      state: { kind: 'missing' },
      postalCode: { kind: 'too_long', max: 16 },
    });
  });

  it('sends a complete address, trimmed, without an empty second line', () => {
    const entry = hoodie();
    const address = {
      address1: ' 1 Main St ',
      address2: ' ',
      city: 'Portland',
      state: 'OR',
      postalCode: '97201',
      country: 'US',
    };
    expect(checkRedemption(entry, first(entry), draft({ address })).input).toEqual({
      companyItemId: entry.id,
      denominationId: first(entry).id,
      shippingAddress: { address1: '1 Main St', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' },
    });
  });
});
