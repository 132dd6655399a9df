import type { Store } from '../db/store';

/**
 * Programs §3 familyAmount: the points each receiver of a recognition got from it and its add-ons
 * (its own amount plus every add-on's), counted once per request for the recognitions a page shows.
 */
export function familyAmountsFor(store: Store, bonusIds: readonly number[]): (bonusId: number) => number {
  const wanted = new Set(bonusIds);
  const amounts = new Map<number, number>();
  for (const bonus of store.all('bonuses')) {
    if (wanted.has(bonus.id)) amounts.set(bonus.id, (amounts.get(bonus.id) ?? 0) + bonus.amount);
    const parent = bonus.parent_bonus_id;
    if (parent != null && wanted.has(parent)) amounts.set(parent, (amounts.get(parent) ?? 0) + bonus.amount);
  }
  return (bonusId) => amounts.get(bonusId) ?? 0;
}
