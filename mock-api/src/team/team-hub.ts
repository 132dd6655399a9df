import { NEEDS_RECOGNITION_DAYS, type TeamHub, type TeamMember, type TeamRecognition } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { localDayOf } from '@laurel/shared/contract';
import type { Bonus, User } from '../db/types';
import { visibleTo } from '../bonuses/bonus-visibility';
import { canReceive } from '../bonuses/resolve-recipients';
import { upcomingCelebrations } from './upcoming-celebrations';

const DAY_MS = 86_400_000;

/** The calendar day `days` before the yyyy-MM-dd `day`. */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

const latest = (bonuses: readonly Bonus[]) =>
  bonuses.reduce<Bonus | null>((last, bonus) => (!last || bonus.created_at > last.created_at ? bonus : last), null);

/**
 * The manager's active direct reports (`manager_id`), with what the manager may see of their recognition: a
 * private one between others counts for nobody here. A celebration's automatic post is not a colleague's
 * recognition, so it neither shows as the last one received nor takes anyone out of "needs recognition".
 * "This month" and the 30 days are calendar days in `timeZone`, the manager's: a Monday-morning read in Sydney
 * counts Monday's recognition, not the UTC day that is still Sunday.
 */
export function teamHubOf(store: Store, manager: User, now: number, timeZone: string): TeamHub {
  const users = store.rowsById('users');
  const visible = visibleTo(store, manager);
  const automatic = new Set(store.all('celebration_posts').map((post) => post.bonus_id));
  const reports = store
    .all('users')
    .filter((user) => user.manager_id === manager.id && user.company_id === manager.company_id)
    .filter((user) => user.status === 'active');
  const reportIds = new Set(reports.map((user) => user.id));
  const bonuses = store
    .all('bonuses')
    .filter((bonus) => bonus.company_id === manager.company_id && !automatic.has(bonus.id))
    .filter(
      (bonus) =>
        (reportIds.has(bonus.giver_id) || bonus.receiver_ids.some((id) => reportIds.has(id))) && visible(bonus),
    );
  const personOf = (id: number | undefined) => {
    const user = id === undefined ? undefined : users.get(id);
    return user ? { id: user.id, displayName: user.display_name } : null;
  };
  const recognition = (bonus: Bonus | null, other: (bonus: Bonus) => number | undefined): TeamRecognition | null =>
    bonus && {
      bonusId: bonus.id,
      createdAt: bonus.created_at,
      person: personOf(other(bonus)),
      othersCount: bonus.giver_id === other(bonus) ? 0 : Math.max(bonus.receiver_ids.length - 1, 0),
    };
  const dayOf = (bonus: Bonus) => localDayOf(Date.parse(bonus.created_at), timeZone);
  const today = localDayOf(now, timeZone);
  const needsOnOrBefore = daysBefore(today, NEEDS_RECOGNITION_DAYS);

  const members = reports.map((person): TeamMember => {
    const received = bonuses.filter((bonus) => bonus.receiver_ids.includes(person.id));
    const lastReceived = latest(received);
    return {
      id: person.id,
      displayName: person.display_name,
      slug: person.slug,
      profilePicUrl: person.profile_pic_url,
      title: person.custom_properties.role || null,
      department: person.custom_properties.department || null,
      lastReceived: recognition(lastReceived, (bonus) => bonus.giver_id),
      lastGiven: recognition(
        latest(bonuses.filter((bonus) => bonus.giver_id === person.id)),
        (bonus) => bonus.receiver_ids[0],
      ),
      pointsReceivedThisMonth: received
        .filter((bonus) => dayOf(bonus).slice(0, 7) === today.slice(0, 7))
        .reduce((sum, bonus) => sum + bonus.amount, 0),
      upcomingCelebrations: upcomingCelebrations(person, now),
      needsRecognition: canReceive(person) && (!lastReceived || dayOf(lastReceived) <= needsOnOrBefore),
      canReceive: canReceive(person),
    };
  });
  const longestWaiting = (member: TeamMember) => member.lastReceived?.createdAt ?? '';
  members.sort(
    (a, b) =>
      Number(b.needsRecognition) - Number(a.needsRecognition) ||
      (a.needsRecognition ? longestWaiting(a).localeCompare(longestWaiting(b)) : 0) ||
      a.displayName.localeCompare(b.displayName),
  );
  return { members };
}
