import {
  isPointsBoost,
  isRedeemable,
  type CompanyCatalogItem,
  type CompanyDenomination,
  type CompanyItemState,
  type InactiveReason,
} from '@laurel/shared/contract';

/** The sizes and colours a reward comes in, in catalogue order. */
export interface RewardOptions {
  sizes: string[];
  colours: string[];
}

const distinct = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => !!value))];

export const optionsOf = (entry: CompanyCatalogItem): RewardOptions => ({
  sizes: distinct(entry.companyDenominations.map((denomination) => denomination.taxonomy.size)),
  colours: distinct(entry.companyDenominations.map((denomination) => denomination.taxonomy.color)),
});

export const hasOptions = ({ sizes, colours }: RewardOptions) => sizes.length > 0 || colours.length > 0;

/** The denomination of a size and colour (each null for a reward without that option). */
export const denominationWith = (entry: CompanyCatalogItem, size: string | null, colour: string | null) =>
  entry.companyDenominations.find(
    (denomination) => denomination.taxonomy.size === size && denomination.taxonomy.color === colour,
  );

/** What the page starts on: the first denomination that can be redeemed, else the first. */
export const firstChoiceOf = (entry: CompanyCatalogItem): CompanyDenomination | undefined =>
  entry.companyDenominations.find((denomination) => isRedeemable(entry, denomination)) ?? entry.companyDenominations[0];

/** Why the viewer cannot redeem this denomination now; each is explained on the page. */
export type RedeemBlocker =
  | { kind: 'item_state'; state: Exclude<CompanyItemState, 'active'> }
  | { kind: 'inactive_reason'; reason: InactiveReason }
  | { kind: 'points_boost_not_allowed' }
  | { kind: 'insufficient_earning_balance'; needed: number; available: number };

export interface RedeemContext {
  entry: CompanyCatalogItem;
  denomination: CompanyDenomination | undefined;
  /** Undefined while it loads: the server still checks it. */
  earningBalance: number | undefined;
  canClaimPointsBoost: boolean;
}

/** Every reason the redeem button says no, in the order the server checks them. */
export function redeemBlockersOf({ entry, denomination, earningBalance, canClaimPointsBoost }: RedeemContext) {
  const blockers: RedeemBlocker[] = [];
  if (isPointsBoost(entry.item) && !canClaimPointsBoost) blockers.push({ kind: 'points_boost_not_allowed' });
  if (entry.state !== 'active') blockers.push({ kind: 'item_state', state: entry.state });
  for (const reason of denomination?.inactiveReasons ?? []) blockers.push({ kind: 'inactive_reason', reason });
  if (denomination && earningBalance !== undefined && earningBalance < denomination.priceInPoints) {
    blockers.push({
      kind: 'insufficient_earning_balance',
      needed: denomination.priceInPoints,
      available: earningBalance,
    });
  }
  return blockers;
}
