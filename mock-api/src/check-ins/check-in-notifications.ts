import { CHECK_INS_PATH } from '@laurel/shared/contract';
import type { CheckInRow, User } from '../db/types';
import type { NotificationEvent } from '../notifications/notification-writer';

/** check_in_answered: the writer hears their manager answered, and finds the answer on the check-ins page. */
export const checkInAnsweredEvent = (row: CheckInRow, manager: User): NotificationEvent => ({
  userId: row.user_id,
  companyId: row.company_id,
  type: 'check_in_answered',
  message: `${manager.display_name} answered your check-in`,
  action: CHECK_INS_PATH,
  actorId: manager.id,
  eventKey: `check_in_answered:${row.id}`,
});
