import type { Response } from 'express';
import { subjectOf } from '../authz/subject';
import type { Store } from '../db/store';
import type { Bonus, User } from '../db/types';
import { sendError } from '../http/send-error';
import { hiddenPostIds } from './hidden-posts';

/**
 * Who may see a recognition (recognition spec §3 privacy values): everyone in the company when public;
 * giver, receivers and the receivers' immediate team (their manager and the people who share it) for
 * immediate_team; only giver and receivers when private.
 */
export function canSeeBonus(viewer: User, bonus: Bonus, usersById: ReadonlyMap<number, User>): boolean {
  if (bonus.company_id !== viewer.company_id) return false;
  // Public first: most recognitions are, and the answer then needs no look at the receivers.
  if (bonus.privacy === 'publicly_visible') return true;
  if (bonus.giver_id === viewer.id || bonus.receiver_ids.includes(viewer.id)) return true;
  if (bonus.privacy === 'privately_visible') return false;
  return bonus.receiver_ids.some((id) => {
    const receiver = usersById.get(id);
    if (!receiver) return false;
    return (
      receiver.manager_id === viewer.id || (receiver.manager_id !== null && receiver.manager_id === viewer.manager_id)
    );
  });
}

/** The reader's rule over everyone as the store has them now, built once per request; a hidden post is gone for them. */
export function visibleTo(store: Store, viewer: User): (bonus: Bonus) => boolean {
  const usersById = store.rowsById('users');
  const hidden = hiddenPostIds(store, viewer, 'bonus');
  return (bonus) => !hidden.has(bonus.id) && canSeeBonus(viewer, bonus, usersById);
}

/** The recognition asked for, or null after a 404: one the reader may not see does not exist for them. */
export function visibleBonusOr404(store: Store, res: Response, id: string | undefined): Bonus | null {
  const bonus = store.rowsById('bonuses').get(Number(id));
  if (bonus && visibleTo(store, subjectOf(res).user)(bonus)) return bonus;
  sendError(res, 'not_found');
  return null;
}
