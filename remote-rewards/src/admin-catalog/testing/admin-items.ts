import type { AdminCatalogResponse, AdminCompanyCatalogItem, CompanyDenomination } from '@laurel/shared/contract';
import { denomination as catalogDenomination } from '../../reward/testing/catalog-items';

const USD = { id: 1, iso4217Code: 'USD', name: 'US dollar', symbol: '$', exponent: 2, usdPerUnit: 1 };

/** A catalogue denomination with the id the admin test names, priced in US dollars only. */
export const denomination = (
  id: number,
  dollars: number,
  more: Partial<CompanyDenomination> = {},
): CompanyDenomination => catalogDenomination(dollars, { id, prices: [], ...more });

export function adminItem(
  id: number,
  fullName: string,
  more: Partial<AdminCompanyCatalogItem> = {},
): AdminCompanyCatalogItem {
  return {
    id,
    companyId: 1,
    state: 'active',
    curated: false,
    adminDisabled: false,
    item: {
      id: id - 1_000_000,
      brandName: fullName.split(' ')[0]!,
      fullName,
      description: '',
      categories: [],
      subCategories: [],
      collectShippingInfo: false,
      currency: USD,
      distributionMethod: 'gift_card',
      itemType: 'core',
      provider: 'tango_card',
      feePercentage: 0,
      flatFeeInUsdCents: 0,
      fulfillmentPartner: null,
      itemMedia: [{ id: 1, altText: fullName, imageUrl: `/rewards/pictures/${id}.svg` }],
      legacyId: null,
      logo: `/rewards/logos/${id}.svg`,
      warnings: [],
      website: null,
      giftable: true,
      countryCodes: ['US'],
    },
    companyDenominations: [denomination(id * 10 + 1, 25), denomination(id * 10 + 2, 50)],
    ...more,
  };
}

export const adminPage = (data: AdminCompanyCatalogItem[], pageCount = 1): AdminCatalogResponse => ({
  data,
  meta: { pagination: { pageNumber: 1, pageSize: 48, pageCount, totalCount: data.length } },
});
