import { announcementStatusOn, calendarDayOf } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { User } from '../db/types';
import { announcementRecipients } from '../recipients/announcement-recipients';

/** How many announcements the viewer's carousel shows today: the ones posted to them and not yet ended. */
export function currentAnnouncementCount(store: Store, user: User, now: number): number {
  const today = calendarDayOf(now);
  return store
    .all('announcements')
    .filter((row) => row.company_id === user.company_id && announcementStatusOn(today, row) === 'posted')
    .filter((row) => announcementRecipients(store, row.company_id, row.reason_tokens).some(({ id }) => id === user.id))
    .length;
}
