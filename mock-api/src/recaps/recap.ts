import { RECAP_TOP_VALUES, type Recap, type RecapRecognition } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Bonus, User } from '../db/types';
import { visibleTo } from '../bonuses/bonus-visibility';

const DAY_MS = 86_400_000;

/**
 * A person's recognitions received and given between two days (both included), as `reader` may see them:
 * a manager or an admin reads only what the feed would show them.
 */
export function recapOf(store: Store, reader: User, person: User, period: { from: string; to: string }): Recap {
  const users = store.rowsById('users');
  const visible = visibleTo(store, reader);
  const start = Date.parse(`${period.from}T00:00:00Z`);
  const end = Date.parse(`${period.to}T00:00:00Z`) + DAY_MS;
  const inRecap = store
    .all('bonuses')
    .filter((bonus) => {
      const moment = Date.parse(bonus.created_at);
      return bonus.company_id === person.company_id && moment >= start && moment < end && visible(bonus);
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const personOf = (id: number) => {
    const user = users.get(id);
    return user ? { id, displayName: user.display_name } : null;
  };
  const view = (bonus: Bonus): RecapRecognition => ({
    id: bonus.id,
    createdAt: bonus.created_at,
    giver: personOf(bonus.giver_id),
    receivers: bonus.receiver_ids.flatMap((id) => personOf(id) ?? []),
    reason: bonus.reason,
    hashtags: bonus.hashtags,
    amount: bonus.amount,
  });
  const received = inRecap.filter((bonus) => bonus.receiver_ids.includes(person.id));
  const given = inRecap.filter((bonus) => bonus.giver_id === person.id);
  // Counted whatever the case it was written in, and shown as the company's value spells it.
  const spelling = new Map(
    store
      .all('values')
      .filter((value) => value.company_id === person.company_id)
      .map((value) => [value.hashtag.toLowerCase(), value.hashtag]),
  );
  const counts = new Map<string, number>();
  for (const bonus of received) {
    for (const key of new Set(bonus.hashtags.map((tag) => tag.toLowerCase()))) {
      if (!spelling.has(key))
        spelling.set(
          key,
          bonus.hashtags.find((tag) => tag.toLowerCase() === key)!,
        );
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const manager = person.manager_id === null ? undefined : users.get(person.manager_id);
  return {
    person: {
      id: person.id,
      displayName: person.display_name,
      department: person.custom_properties.department || null,
      managerName: manager?.display_name ?? null,
    },
    ...period,
    received: received.map(view),
    given: given.map(view),
    totals: {
      recognitionsReceived: received.length,
      pointsReceived: received.reduce((sum, bonus) => sum + bonus.amount, 0),
      recognitionsGiven: given.length,
      pointsGiven: given.reduce((sum, bonus) => sum + bonus.amount * bonus.receiver_ids.length, 0),
    },
    topValues: [...counts]
      .map(([key, count]) => ({ hashtag: spelling.get(key)!, count }))
      .sort((a, b) => b.count - a.count || a.hashtag.localeCompare(b.hashtag))
      .slice(0, RECAP_TOP_VALUES),
  };
}
