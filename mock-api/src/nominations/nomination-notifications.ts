import type { Store } from '../db/store';
import type { NominationPeriodRow } from '../db/types';
import type { NotificationEvent } from '../notifications/notification-writer';
import { nominationsOf, periodAudience } from './nomination-audience';

/** Recognition §2: the nominate action opens a period by `?beginNomination=<id>`. */
export const beginNominationPath = (periodId: number) => `/?beginNomination=${periodId}`;
/** Where a nominator reads the nominations they made. */
export const NOMINATIONS_PATH = '/nominations';

/** An admin started a period now (nominations_start_date): everyone who may nominate in it hears so. */
export function periodStartedEvents(store: Store, period: NominationPeriodRow, at: number): NotificationEvent[] {
  const { mayNominate } = periodAudience(store, period);
  return store
    .all('users')
    .filter(mayNominate)
    .map((user) => ({
      userId: user.id,
      companyId: period.company_id,
      type: 'nominations_start_date',
      message: `Nominations are open: ${period.name}`,
      action: beginNominationPath(period.id),
      actorId: null,
      eventKey: `nomination_period:${period.id}:started:${at}`,
    }));
}

/** An admin closed a period now (nominations_end_date): those who nominated in it hear so, and find their nominations. */
export function periodClosedEvents(store: Store, period: NominationPeriodRow): NotificationEvent[] {
  const nominators = new Set(nominationsOf(store, period.id).map((nomination) => nomination.nominator_id));
  return [...nominators].map((userId) => ({
    userId,
    companyId: period.company_id,
    type: 'nominations_end_date',
    message: `Nominations have closed: ${period.name}`,
    action: NOMINATIONS_PATH,
    actorId: null,
    eventKey: `nomination_period:${period.id}:closed`,
  }));
}
