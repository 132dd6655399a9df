import type { AdminCompanyCatalogItem, CompanyDenomination } from '@laurel/shared/contract';
import { formatMoney, moneyIn } from '../api/prices';

/** A denomination as an admin tells it apart: its price in the item's currency and its option, if any. */
export function denominationLabelOf(
  entry: AdminCompanyCatalogItem,
  denomination: CompanyDenomination,
  locale: string,
): string {
  const price = formatMoney(moneyIn(denomination.priceInSubunits, entry.item.currency), locale);
  const option = [denomination.taxonomy.size, denomination.taxonomy.color].filter(Boolean).join(' · ');
  return option ? `${price} · ${option}` : price;
}

/** Why the catalogue itself holds a denomination back, beside the company's own switch. */
export const otherReasonsOf = (denomination: CompanyDenomination) =>
  denomination.inactiveReasons.filter((reason) => reason !== 'admin_disabled');
