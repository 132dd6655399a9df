import * as z from 'zod/mini';
import { BONUS_PRIVACIES } from '../recognition/bonus-contract';
import { COMPANY_LOCALES, isTimeZone } from '../admin/company-settings-contract';
import type { NotificationType } from '../notifications/notification-contract';
import type { ApiErrorId } from '../contract/api-errors';
import {
  THEME_PREFERENCES,
  type NotificationPreferences,
  type RecognitionPreferences,
  type UserProfile,
} from '../domain/user-profile';

export const PROFILE_NAME_MAX_LENGTH = 80;
/** The languages a person may choose: the company's list; copy missing in one falls back to English. */
export const PROFILE_LOCALES = COMPANY_LOCALES;
export type ProfileLocale = (typeof PROFILE_LOCALES)[number];

/** `POST /users/me/avatar`: one JPEG or PNG in the multipart field `avatar`, at most 2 MB, known by its bytes. */
export const AVATAR_FIELD = 'avatar';
export const AVATAR_MAX_MEGABYTES = 2;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MEGABYTES * 1024 * 1024;

/** The notification types a person switches on and off together, in-app and by e-mail. */
export const NOTIFICATION_GROUPS = {
  recognition: ['new_bonus', 'bonus_add_on', 'new_bonus_for_cc', 'celebration'],
  comments: [
    'bonus_comment_for_receiver',
    'bonus_comment_for_giver',
    'bonus_comment_for_cc',
    'bonus_comment_for_other_commenter',
  ],
  announcements: ['announcement'],
  programs: [
    'incentive_claim_decision',
    'incentive_approval_request',
    'award_approval_request',
    'award_give_decision',
    'nominations_start_date',
    'nominations_end_date',
  ],
  growth: [
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
    'one_on_one_meeting_upcoming_for_direct_report',
    'one_on_one_meeting_upcoming_for_manager',
    'admin_check_in_summary',
    'review_record_ready',
    'review_generated_by_manager',
    'review_template_published',
    'upcoming_review_date',
    'check_in_answered',
  ],
  reminders: [
    'new_month',
    'end_of_month',
    'billing_plan_change',
    'weekly_performance_recap',
    'monthly_performance_recap',
    'warm_up_non_giver',
  ],
} as const satisfies Record<string, readonly NotificationType[]>;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;
export const NOTIFICATION_GROUP_NAMES = Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[];

export const notificationGroupOf = (type: NotificationType): NotificationGroup | undefined =>
  NOTIFICATION_GROUP_NAMES.find((group) => (NOTIFICATION_GROUPS[group] as readonly string[]).includes(type));

/** Whether a person wants the bell item of this type; a group they never set is on. */
export function wantsInApp(preferences: NotificationPreferences | undefined, type: NotificationType): boolean {
  const group = notificationGroupOf(type);
  return !group || preferences?.[group]?.in_app !== false;
}

/** Whether a person wants an e-mail of this type; a group they never set is on, as profile settings shows it. */
export function wantsEmail(preferences: NotificationPreferences | undefined, type: NotificationType): boolean {
  const group = notificationGroupOf(type);
  return !group || preferences?.[group]?.email !== false;
}

export const NO_RECOGNITION_PREFERENCES: RecognitionPreferences = {
  default_privacy: null,
  leaderboard_opt_out: false,
  celebrations_opt_out: false,
};

const error = (id: ApiErrorId) => ({ error: id });

const notificationSwitches = z.strictObject({ in_app: z.boolean(), email: z.boolean() });

/**
 * `PATCH /users/me` and the profile settings form: each refusal's message is an API error id, so the form
 * and the server say the same at the same field. The server takes any subset of the fields.
 */
export const profileSettingsSchema = z.strictObject({
  display_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, error('profile_name_required')),
      z.maxLength(PROFILE_NAME_MAX_LENGTH, error('profile_name_too_long')),
    ),
  locale: z.enum(PROFILE_LOCALES, error('profile_locale_invalid')),
  time_zone: z.string().check(z.refine(isTimeZone, error('profile_time_zone_invalid'))),
  recognition_preferences: z.strictObject({
    default_privacy: z.nullable(z.enum(BONUS_PRIVACIES, error('bad_request'))),
    leaderboard_opt_out: z.boolean(),
    celebrations_opt_out: z.boolean(),
  }),
  notification_preferences: z.partialRecord(z.enum(NOTIFICATION_GROUP_NAMES), notificationSwitches),
  theme_preference: z.enum(THEME_PREFERENCES, error('profile_theme_invalid')),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;
export const profileSettingsUpdateSchema = z.partial(profileSettingsSchema);
export type ProfileSettingsUpdate = z.infer<typeof profileSettingsUpdateSchema>;

/** Where the form shows each refusal the server may answer. */
export const PROFILE_SETTINGS_FIELD_OF_ERROR: Partial<Record<ApiErrorId, keyof ProfileSettings>> = {
  profile_name_required: 'display_name',
  profile_name_too_long: 'display_name',
  profile_locale_invalid: 'locale',
  profile_time_zone_invalid: 'time_zone',
  profile_theme_invalid: 'theme_preference',
};

/** The form's starting values: what the profile holds, a missing preference read as none. */
export const profileSettingsOf = (user: UserProfile): ProfileSettings => ({
  display_name: user.display_name,
  locale: (PROFILE_LOCALES as readonly string[]).includes(user.locale) ? (user.locale as ProfileLocale) : 'en',
  time_zone: user.time_zone ?? 'UTC',
  recognition_preferences: user.recognition_preferences ?? NO_RECOGNITION_PREFERENCES,
  notification_preferences: Object.fromEntries(
    NOTIFICATION_GROUP_NAMES.map((group) => [
      group,
      user.notification_preferences?.[group] ?? { in_app: true, email: true },
    ]),
  ),
  theme_preference: user.theme_preference ?? 'system',
});
