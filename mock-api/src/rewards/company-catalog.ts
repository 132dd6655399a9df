import {
  isPointsBoost,
  pointsForPrice,
  type CatalogItem,
  type CompanyCatalogItem,
  type CompanyDenomination,
  type CompanyItemState,
  type CountryPrice,
  type InactiveReason,
} from '@laurel/shared/contract';
import type { CatalogItemRow, CompanyItemSetting, DenominationRow } from '../db/types';
import { categoriesById, countryOf, currencyOf, subCategoriesById } from './catalog-reference';
import { rewardLogoUrl, rewardPictureUrl, type OptionColour, type RewardBrandKey } from './reward-pictures';

/** A company item's id holds its company, as each company lists the catalogue under its own ids. */
export const COMPANY_ITEM_ID_STRIDE = 1_000_000;

export const companyItemIdOf = (companyId: number, catalogItemId: number) =>
  companyId * COMPANY_ITEM_ID_STRIDE + catalogItemId;

/** The catalogue item a company item id names for this company, or null when it names another's. */
export const catalogItemIdOf = (companyId: number, companyItemId: number): number | null => {
  const catalogItemId = companyItemId - companyId * COMPANY_ITEM_ID_STRIDE;
  return catalogItemId > 0 && catalogItemId < COMPANY_ITEM_ID_STRIDE ? catalogItemId : null;
};

export const pointsPriceOf = (item: CatalogItemRow, denomination: DenominationRow) =>
  pointsForPrice(denomination.priceInSubunits, currencyOf(item.currencyCode));

/** The item's state for the company: the catalogue's, or inactive where its admin disabled it. */
export const companyStateOf = (item: CatalogItemRow, setting: CompanyItemSetting | undefined): CompanyItemState =>
  item.state === 'active' && setting?.disabled ? 'inactive' : item.state;

/** Every reason a denomination cannot be redeemed by the company's people; empty when it can. */
export function inactiveReasonsOf(denomination: DenominationRow, setting: CompanyItemSetting | undefined) {
  const reasons = new Set<InactiveReason>(denomination.inactiveReasons);
  if (denomination.quantity === 0) reasons.add('out_of_stock');
  if (setting?.disabled_denomination_ids.includes(denomination.id)) reasons.add('admin_disabled');
  return [...reasons].sort();
}

/** The price in each country's currency the item is sold in, through the catalogue's rates. */
function pricesOf(item: CatalogItemRow, denomination: DenominationRow): CountryPrice[] {
  const currency = currencyOf(item.currencyCode);
  const usd = (denomination.priceInSubunits / 10 ** currency.exponent) * currency.usdPerUnit;
  return item.countryCodes.flatMap((code) => {
    const country = countryOf(code);
    if (!country) return [];
    const local = country.currency;
    const priceInSubunits =
      local.iso4217Code === currency.iso4217Code
        ? denomination.priceInSubunits
        : Math.round((usd / local.usdPerUnit) * 10 ** local.exponent);
    return [{ countryCode: code, currencyCode: local.iso4217Code, exponent: local.exponent, priceInSubunits }];
  });
}

const MEDIA_IDS_PER_ITEM = 10;

function denominationView(
  item: CatalogItemRow,
  denomination: DenominationRow,
  setting: CompanyItemSetting | undefined,
): CompanyDenomination {
  const brand = item.brandKey as RewardBrandKey;
  return {
    id: denomination.id,
    priceInSubunits: denomination.priceInSubunits,
    priceInPoints: pointsPriceOf(item, denomination),
    prices: pricesOf(item, denomination),
    quantity: denomination.quantity,
    inactiveReasons: inactiveReasonsOf(denomination, setting),
    optionName: denomination.optionName,
    optionType: denomination.optionType,
    materials: denomination.materials,
    features: denomination.features,
    weight: denomination.weight,
    denominationMedia: denomination.color
      ? [
          {
            id: denomination.id * MEDIA_IDS_PER_ITEM,
            altText: `${item.fullName} in ${denomination.color}`,
            imageUrl: rewardPictureUrl(brand, denomination.color as OptionColour),
          },
        ]
      : [],
    taxonomy: { size: denomination.size, color: denomination.color },
  };
}

export function catalogItemView(item: CatalogItemRow): CatalogItem {
  const brand = item.brandKey as RewardBrandKey;
  return {
    id: item.id,
    brandName: item.brandName,
    fullName: item.fullName,
    description: item.description,
    categories: item.categoryIds.map((id) => categoriesById.get(id)!),
    subCategories: item.subCategoryIds.map((id) => subCategoriesById.get(id)!),
    collectShippingInfo: item.collectShippingInfo,
    currency: currencyOf(item.currencyCode),
    distributionMethod: item.distributionMethod,
    itemType: item.itemType,
    provider: item.provider,
    feePercentage: item.feePercentage,
    flatFeeInUsdCents: item.flatFeeInUsdCents,
    fulfillmentPartner: item.fulfillmentPartner,
    itemMedia: [{ id: item.id * MEDIA_IDS_PER_ITEM, altText: item.fullName, imageUrl: rewardPictureUrl(brand) }],
    legacyId: item.legacyId,
    logo: rewardLogoUrl(brand),
    warnings: item.warnings,
    website: item.website,
    giftable: item.giftable,
    countryCodes: item.countryCodes,
  };
}

/** The catalogue item as the company's people see it: its id, state, and each denomination's reasons. */
export function companyItemView(
  companyId: number,
  item: CatalogItemRow,
  setting: CompanyItemSetting | undefined,
): CompanyCatalogItem {
  return {
    id: companyItemIdOf(companyId, item.id),
    companyId,
    state: companyStateOf(item, setting),
    curated: item.curated,
    item: catalogItemView(item),
    companyDenominations: item.denominations.map((denomination) => denominationView(item, denomination, setting)),
  };
}

export const isPointsBoostRow = (item: CatalogItemRow) =>
  isPointsBoost({ categories: item.categoryIds.map((id) => categoriesById.get(id)!) });
