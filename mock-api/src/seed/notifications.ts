import type { Bonus, NotificationRow, User } from '../db/types';
import { bonusAction, receivedMessage } from '../bonuses/recognition-notifications';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back a persona's seeded notifications go, and the ages past which they were seen and read. */
const NOTIFIED_DAYS = 21;
const SEEN_AFTER_DAYS = 3;
const READ_AFTER_DAYS = 7;

/** The personas' notifications of the recognitions they received lately: the newest unread, older ones seen, then read. */
export function generateNotifications(users: User[], bonuses: Bonus[], today: Date): NotificationRow[] {
  const people = new Map(users.map((user) => [user.id, user]));
  const since = today.getTime() - NOTIFIED_DAYS * DAY_MS;
  const rows: NotificationRow[] = [];
  for (const bonus of bonuses) {
    const given = Date.parse(bonus.created_at);
    const giver = people.get(bonus.giver_id);
    if (given < since || !giver) continue;
    const age = (today.getTime() - given) / DAY_MS;
    const later = (days: number) => new Date(given + days * DAY_MS).toISOString();
    for (const userId of bonus.receiver_ids) {
      if (!people.get(userId)?.persona) continue;
      rows.push({
        id: rows.length + 1,
        company_id: bonus.company_id,
        user_id: userId,
        type: bonus.parent_bonus_id === null ? 'new_bonus' : 'bonus_add_on',
        message: receivedMessage(bonus, giver),
        action: bonusAction(bonus),
        actor_id: giver.id,
        event_key: `bonus:${bonus.id}`,
        created_at: bonus.created_at,
        seen_at: age > SEEN_AFTER_DAYS ? later(1) : null,
        acted_at: age > READ_AFTER_DAYS ? later(2) : null,
      });
    }
  }
  return rows;
}
