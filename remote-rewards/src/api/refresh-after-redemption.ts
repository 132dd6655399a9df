import type { ScopedMutator } from 'swr';
import { refetchProfile } from '@laurel/shared';
import { GIVER_BUDGET_KEY } from './get-earning-balance';
import { isRedemptionsKey } from './get-redemptions';

/** Catalogue reads carry this first in their keys; a redemption changes stock and what was claimed before. */
export const CATALOG_KEY_PREFIX = 'rewards-catalog';

const isCatalogKey = (key: unknown) => Array.isArray(key) && key[0] === CATALOG_KEY_PREFIX;

/**
 * Programs §4 "Redemption submission": the user profile (the shell's user menu and navigation read it),
 * the balances, the rewards and the redemption list are read again, in the cache `mutate` belongs to.
 */
export async function refreshAfterRedemption(mutate: ScopedMutator): Promise<void> {
  await Promise.all([
    refetchProfile(),
    mutate(GIVER_BUDGET_KEY),
    mutate((key) => isCatalogKey(key) || isRedemptionsKey(key)),
  ]);
}
