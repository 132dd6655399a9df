import { periodStartOf, type ApiErrorId, type ApiErrorParams } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { IncentiveClaimRow, IncentiveRow, User } from '../db/types';
import { audienceMatcher } from './audience';

export interface ClaimRefusal {
  id: ApiErrorId;
  params?: ApiErrorParams;
}

/** Pending claims count too: a claim waiting for approval holds its place under the limits and its unit of stock. */
const counts = (claim: IncentiveClaimRow) => claim.state !== 'declined';

export const claimsOf = (store: Store, incentive: IncentiveRow, user: User) =>
  store
    .all('incentive_claims')
    .filter((claim) => claim.incentive_id === incentive.id && claim.user_id === user.id && counts(claim));

/** Claims the person may still make under the incentive's limit at `at`; null when unlimited. */
export function claimsLeft(store: Store, incentive: IncentiveRow, user: User, at: number): number | null {
  const mine = claimsOf(store, incentive, user);
  if (incentive.claim_limit_mode === 'perEmployee') {
    return Math.max(0, (incentive.user_claim_limit ?? 0) - mine.length);
  }
  if (incentive.claim_limit_mode === 'perPeriod' && incentive.period_type) {
    const since = periodStartOf(incentive.period_type, at);
    const inPeriod = mine.filter((claim) => Date.parse(claim.created_at) >= since).length;
    return Math.max(0, (incentive.claim_limit_quantity ?? 0) - inPeriod);
  }
  return null;
}

export const isEligible = (store: Store, incentive: IncentiveRow, user: User) =>
  audienceMatcher(store, incentive.company_id)(user, incentive.conditions, incentive.conditions_operator);

/**
 * Why the person may not claim the incentive now, or null (programs §4): deleted, inactive, not for
 * them, out of stock, or past its claim limit. The one check the claim, claimability and the modal share.
 */
export function claimRefusalOf(store: Store, incentive: IncentiveRow, user: User, at: number): ClaimRefusal | null {
  if (incentive.deleted_at !== null) return { id: 'incentive_deleted' };
  if (incentive.state !== 'active') return { id: 'incentive_inactive' };
  if (!isEligible(store, incentive, user)) return { id: 'not_eligible' };
  if (incentive.quantity !== null && incentive.quantity <= 0) return { id: 'out_of_stock' };
  if (claimsLeft(store, incentive, user, at) === 0) {
    return incentive.claim_limit_mode === 'perPeriod' && incentive.period_type !== 'lifetime'
      ? { id: 'claim_period_limit_reached', params: { period: incentive.period_type ?? '' } }
      : { id: 'claim_limit_reached' };
  }
  return null;
}
