import { END_OF_MONTH_REMINDER_DAYS } from '@laurel/shared/contract';
import type { User } from '../db/types';
import type { NotificationEvent } from './notification-writer';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The monthly reset as the clock stands: new_month once the month has begun, end_of_month in its last
 * days while there are points left to give. Only for people with an allowance to refill.
 */
export function monthlyEvents(user: User, now: number): NotificationEvent[] {
  if (user.monthly_allowance <= 0) return [];
  const today = new Date(now);
  const month = today.toISOString().slice(0, 7);
  const monthStart = `${month}-01T00:00:00.000Z`;
  const nextMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1);
  const base = { userId: user.id, companyId: user.company_id, actorId: null, action: null };
  const events: NotificationEvent[] = [
    {
      ...base,
      type: 'new_month',
      message: `Your ${user.monthly_allowance} points to give this month are here`,
      eventKey: `new_month:${month}`,
      createdAt: monthStart,
    },
  ];
  const reminderStart = nextMonth - END_OF_MONTH_REMINDER_DAYS * DAY_MS;
  if (now >= reminderStart && user.giving_balance > 0) {
    events.push({
      ...base,
      type: 'end_of_month',
      message: `You have ${user.giving_balance} points left to give before the month ends`,
      eventKey: `end_of_month:${month}`,
      createdAt: new Date(reminderStart).toISOString(),
    });
  }
  return events;
}
