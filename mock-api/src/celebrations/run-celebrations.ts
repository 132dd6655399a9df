import {
  celebrationAmountOn,
  localDayOf,
  type CelebrationJobResult,
  type CelebrationPostOutcome,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { CelebrationRow, User } from '../db/types';
import type { Notifier, NotificationEvent } from '../notifications/notification-writer';
import { audienceMatcher } from '../incentives/audience';
import { postCelebration, postKey, postedKeys } from './post-celebration';

/** The receiving rules as audience conditions (programs §3); none reaches everyone. */
export function receivesCelebration(store: Store, celebration: CelebrationRow) {
  const matches = audienceMatcher(store, celebration.company_id);
  const group = celebration.receiving_rules_group;
  return (user: User) => matches(user, group?.conditions ?? [], group?.group_type === 'OR' ? 'or' : 'and');
}

/** A person who asked not to be celebrated (profile settings) is skipped by the job. */
const celebrationsOptedOut = (user: User) => user.recognition_preferences?.celebrations_opt_out === true;

/**
 * The daily job: every active celebration is posted for each person it reaches whose birthday, start date,
 * anniversary or the celebration's own date is today in their own time zone. What was posted is recorded,
 * so a second run on the same day posts nothing again. Synchronous from the check to the last write. `now` says whose
 * day it is; `at` stamps the posts (the scheduler's job clock can be ahead of the server's, see jobs/).
 */
export function runCelebrations(
  store: Store,
  now: number,
  { notifier, companyId, at = now }: { notifier: Notifier; companyId?: number; at?: number },
): CelebrationJobResult {
  const posted = postedKeys(store);
  const outcomes: CelebrationPostOutcome[] = [];
  const events: NotificationEvent[] = [];
  const celebrations = store
    .all('celebrations')
    .filter((row) => row.state === 'active' && (companyId === undefined || row.company_id === companyId));
  for (const celebration of celebrations) {
    const receives = receivesCelebration(store, celebration);
    for (const person of store.all('users').filter((user) => receives(user) && !celebrationsOptedOut(user))) {
      const day = localDayOf(now, person.time_zone);
      const dates = {
        birthday: person.birthday ?? null,
        startDate: person.start_date ?? null,
        joinedOn: localDayOf(Date.parse(person.created_at), person.time_zone),
      };
      const amount = celebrationAmountOn(
        {
          type: celebration.type,
          amount: celebration.amount,
          celebrationDate: celebration.celebration_date,
          workAnniversaryPointSetting: celebration.work_anniversary_point_setting,
          yearAmountMappings: celebration.year_amount_mappings.map(({ year_threshold, amount: points }) => ({
            yearThreshold: year_threshold,
            amount: points,
          })),
        },
        dates,
        day,
      );
      if (amount === null || posted.has(postKey(celebration.id, person.id, day))) continue;
      const { outcome, event } = postCelebration(store, {
        celebration,
        person,
        day,
        amount,
        manual: false,
        posted,
        at,
      });
      outcomes.push(outcome);
      if (event) events.push(event);
    }
  }
  if (outcomes.length > 0) store.persist();
  notifier.notify(events);
  return { ranAt: new Date(now).toISOString(), posted: outcomes };
}
