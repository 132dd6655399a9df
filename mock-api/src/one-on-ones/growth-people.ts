import type { GrowthPerson } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { User } from '../db/types';

export const growthPersonOf = (user: User): GrowthPerson => ({
  id: user.id,
  displayName: user.display_name,
  profilePic: user.profile_pic_url,
});

/** The active colleague with this id in the company, if any. */
export function colleagueOf(store: Store, companyId: number, id: number): User | undefined {
  const user = store.rowsById('users').get(id);
  return user && user.company_id === companyId && user.status === 'active' ? user : undefined;
}

/** The manager and report of a pair of colleagues, when one manages the other. */
export function pairOf(me: User, partner: User): { manager: User; report: User } | null {
  if (partner.manager_id === me.id) return { manager: me, report: partner };
  if (me.manager_id === partner.id) return { manager: partner, report: me };
  return null;
}

export const directReportsOf = (store: Store, manager: User): User[] =>
  store.all('users').filter((user) => user.manager_id === manager.id && user.status === 'active');
