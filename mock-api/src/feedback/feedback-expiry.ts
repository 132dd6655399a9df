import { FEEDBACK_EXPIRING_NOTICE_DAYS, FEEDBACK_REQUEST_EXPIRY_DAYS } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { FeedbackRequestRow } from '../db/types';
import type { Notifier } from '../notifications/notification-writer';
import { feedbackExpiringEvent } from './feedback-notifications';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of its due day (UTC) when it has one, else the expiry days after it was asked or last resent. */
export function feedbackRequestExpiresAt(row: FeedbackRequestRow): number {
  if (row.due_date !== null) return Date.parse(`${row.due_date}T00:00:00.000Z`) + DAY_MS;
  return Date.parse(row.resent_at ?? row.created_at) + FEEDBACK_REQUEST_EXPIRY_DAYS * DAY_MS;
}

/**
 * Looked at on every tick of the job scheduler, on each company's job clock: an unanswered request that expires
 * within the notice days tells the person asked, once per expiry (a resend that moves it may tell them again).
 */
export function runFeedbackExpiryNotices(store: Store, clockOf: (companyId: number) => number, notifier: Notifier) {
  const answered = new Set(store.all('feedback_responses').map((row) => row.request_id));
  const events = store.all('feedback_requests').flatMap((row) => {
    if (answered.has(row.id)) return [];
    const moment = clockOf(row.company_id);
    const expiresAt = feedbackRequestExpiresAt(row);
    const noticeFrom = expiresAt - FEEDBACK_EXPIRING_NOTICE_DAYS * DAY_MS;
    return moment >= noticeFrom && moment < expiresAt ? [feedbackExpiringEvent(row, expiresAt)] : [];
  });
  if (events.length > 0) notifier.notify(events);
}
