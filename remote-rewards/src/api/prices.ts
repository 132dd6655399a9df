import type { CatalogCountry, CatalogCurrency, CompanyCatalogItem, CompanyDenomination } from '@laurel/shared/contract';

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

/** An amount in subunits of a currency as the catalogue and a redemption name it. */
export const moneyIn = (
  subunits: number,
  { iso4217Code, exponent }: Pick<CatalogCurrency, 'iso4217Code' | 'exponent'>,
): Money => ({ subunits, currencyCode: iso4217Code, exponent });

/** The denomination's price in the viewer's country's currency, else in the item's own. */
export function localPriceOf(
  entry: CompanyCatalogItem,
  denomination: CompanyDenomination,
  country: CatalogCountry | undefined,
): Money {
  const local = country && denomination.prices.find((price) => price.countryCode === country.code);
  if (local) return { subunits: local.priceInSubunits, currencyCode: local.currencyCode, exponent: local.exponent };
  return moneyIn(denomination.priceInSubunits, entry.item.currency);
}

/** The cheapest and dearest denominations by points; null for an item without any. */
export function priceRangeOf(entry: CompanyCatalogItem) {
  const sorted = [...entry.companyDenominations].sort((a, b) => a.priceInPoints - b.priceInPoints);
  if (sorted.length === 0) return null;
  return { lowest: sorted[0]!, highest: sorted[sorted.length - 1]! };
}
