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
  'warm_up_non_giver',
  'one_on_one_new_meeting',
  'announcement',
  'nominations_start_date',
  'nominations_end_date',
  'admin_check_in_summary',
  'review_record_ready',
  'review_generated_by_manager',
  'review_template_published',
  'upcoming_review_date',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Recognition §4: acted_at set is read, else seen_at set is seen, else unread. */
export type NotificationStatus = 'unread' | 'seen' | 'read';

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

export const notificationStatusOf = ({
  acted_at,
  seen_at,
}: Pick<AppNotification, 'acted_at' | 'seen_at'>): NotificationStatus =>
  acted_at !== null ? 'read' : seen_at !== null ? 'seen' : 'unread';

/** `?announcement=<id>`: what an announcement notification's action opens (platform §2). */
export const announcementActionOf = (announcementId: number) => `/?announcement=${announcementId}`;

/** Days before the month ends when the end_of_month reminder is written. */
export const END_OF_MONTH_REMINDER_DAYS = 3;
