import type { CatalogCountry, CompanyCatalogItem, CompanyDenomination } from '@laurel/shared/contract';

export interface Money {
  subunits: number;
  currencyCode: string;
  exponent: number;
}

/** `1050` subunits of a 2-exponent currency as `$10.50`, in the reader's language. */
export function formatMoney({ subunits, currencyCode, exponent }: Money, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(subunits / 10 ** exponent);
}

/** The denomination's price in the viewer's country's currency, else in the item's own. */
export function localPriceOf(
  entry: CompanyCatalogItem,
  denomination: CompanyDenomination,
  country: CatalogCountry | undefined,
): Money {
  const local = country && denomination.prices.find((price) => price.countryCode === country.code);
  if (local) return { subunits: local.priceInSubunits, currencyCode: local.currencyCode, exponent: local.exponent };
  const { iso4217Code, exponent } = entry.item.currency;
  return { subunits: denomination.priceInSubunits, currencyCode: iso4217Code, exponent };
}

/** The cheapest and dearest denominations by points; null for an item without any. */
export function priceRangeOf(entry: CompanyCatalogItem) {
  const sorted = [...entry.companyDenominations].sort((a, b) => a.priceInPoints - b.priceInPoints);
  if (sorted.length === 0) return null;
  return { lowest: sorted[0]!, highest: sorted[sorted.length - 1]! };
}
