import type { ScopedMutator } from 'swr';
import { refetchProfile } from '@laurel/shared';
import type { IncentiveClaim } from '@laurel/shared/contract';
import { isIncentivesKey } from './incentive-keys';

/** The shell's user menu reads the earning balance under this key; refreshing it here updates it there. */
export const EARNING_BALANCE_KEY = '/users/show';

/**
 * After a claim the incentives (limits left, stock, recent claims) are read again; an approved claim
 * has paid points, so the profile and the earning balance are read again too.
 */
export async function refreshAfterClaim(mutate: ScopedMutator, claim: IncentiveClaim): Promise<void> {
  const paid = claim.state === 'approved' ? [refetchProfile(), mutate(EARNING_BALANCE_KEY)] : [];
  await Promise.all([mutate(isIncentivesKey), ...paid]);
}
