import type { Bonus, User } from '../db/types';

/**
 * Who may see a recognition (recognition spec §3 privacy values): everyone in the company when public;
 * giver, receivers and the receivers' immediate team (their manager and the people who share it) for
 * immediate_team; only giver and receivers when private.
 */
export function canSeeBonus(viewer: User, bonus: Bonus, usersById: ReadonlyMap<number, User>): boolean {
  if (bonus.company_id !== viewer.company_id) return false;
  if (bonus.giver_id === viewer.id || bonus.receiver_ids.includes(viewer.id)) return true;
  if (bonus.privacy === 'publicly_visible') return true;
  if (bonus.privacy === 'privately_visible') return false;
  return bonus.receiver_ids.some((id) => {
    const receiver = usersById.get(id);
    if (!receiver) return false;
    return (
      receiver.manager_id === viewer.id || (receiver.manager_id !== null && receiver.manager_id === viewer.manager_id)
    );
  });
}
