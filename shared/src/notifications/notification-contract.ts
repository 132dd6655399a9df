import type { NotificationStatus } from './notification-status';

export * from './notification-status';

/**
 * Recognition §3: the notification types. The mock API writes the recognition, comment, announcement and
 * monthly ones; the others come with the features that raise them.
 */
export const NOTIFICATION_TYPES = [
  'new_bonus',
  'bonus_add_on',
  'bonus_comment_for_receiver',
  'bonus_comment_for_giver',
  'bonus_comment_for_cc',
  'bonus_comment_for_other_commenter',
  'new_bonus_for_cc',
  'new_month',
  'end_of_month',
  'billing_plan_change',
  'weekly_performance_recap',
  'monthly_performance_recap',
  'warm_up_non_giver',
  'feedback_request',
  'feedback_response',
  'feedback_message',
  'feedback_request_resent',
  'feedback_report_received',
  'feedback_request_expiring',
  'unrequested_feedback',
  'unrequested_feedback_message_added_for_giver',
  'unrequested_feedback_message_added_for_receiver',
  'one_on_one_new_meeting',
  'announcement',
  'incentive_claim_decision',
  'incentive_approval_request',
  // Programs §4: an award give that waits for its step's approver, and its giver told of the decision.
  'award_approval_request',
  'award_give_decision',
  // Programs §3: a celebration's recognition, posted by the daily job or given by hand; its action is the recognition.
  'celebration',
  'one_on_one_meeting_upcoming_for_direct_report',
  'one_on_one_meeting_upcoming_for_manager',
  'nominations_start_date',
  'nominations_end_date',
  'admin_check_in_summary',
  'review_record_ready',
  'review_generated_by_manager',
  'review_template_published',
  'upcoming_review_date',
  // Issue 18: the writer of a check-in hears that their manager answered it; its action is the check-ins page.
  'check_in_answered',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Recognition §4: these go to the feedback path when clicked. */
export const FEEDBACK_NOTIFICATION_TYPES: readonly NotificationType[] = NOTIFICATION_TYPES.filter(
  (type) => type.startsWith('feedback_') || type.startsWith('unrequested_feedback'),
);
/** Recognition §4: these go to their action url, which may be another site (the billing provider). */
export const BILLING_NOTIFICATION_TYPES: readonly NotificationType[] = ['billing_plan_change'];
/** Platform §2: where the feedback notifications lead. */
export const FEEDBACK_PATH = '/feedback';

/** A notification as the API answers it (recognition §3). */
export interface AppNotification {
  id: number;
  status: NotificationStatus;
  type: NotificationType;
  message: string;
  created_at: string;
  /** Where clicking it goes (§4); null opens the give-recognition modal. */
  action: string | null;
  content: { display_name: string; avatar: string };
  acted_at: string | null;
  seen_at: string | null;
}

/** Platform §2: where a check-in notification leads. */
export const CHECK_INS_PATH = '/growth/check-ins';

/**
 * A notification e-mail the notifier would have sent (`GET /admin/notifications/outbox`): plain text, addressed
 * to the person, written when their e-mail switch for the notification's group is on.
 */
export interface NotificationEmail {
  id: number;
  notificationType: NotificationType;
  userId: number;
  to: string[];
  subject: string;
  /** Plain text, never markup. */
  body: string;
  link: string;
  sentAt: string;
}

/** `?announcement=<id>`: what an announcement notification's action opens (platform §2). */
export const announcementActionOf = (announcementId: number) => `/?announcement=${announcementId}`;

/** Days before the month ends when the end_of_month reminder is written. */
export const END_OF_MONTH_REMINDER_DAYS = 3;
