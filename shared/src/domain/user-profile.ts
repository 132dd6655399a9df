import type { BonusPrivacy } from '../recognition/bonus-contract';

export const USER_MODES = ['benefactor', 'bot', 'normal', 'observer', 'receiver'] as const;
export type UserMode = (typeof USER_MODES)[number];

/** The person's colour theme; 'system' (or none) follows the device's setting. */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** The role flags of spec §6, in the order the spec lists them. */
export const USER_FLAGS = [
  'admin',
  'is_manager',
  'finance_admin',
  'global_admin',
  'rewards_admin',
  'tech_admin',
  'awards_admin',
  'announcements_admin',
  'tech_ops_admin',
  'super_admin',
  'award_approver',
  'people_data_admin',
  'show_superadmin_feature',
] as const;
export type UserFlag = (typeof USER_FLAGS)[number];

export interface UserCustomProperties {
  department: string;
  role: string;
  location?: string;
}

export type UserProfile = Record<UserFlag, boolean> & {
  id: number;
  email: string;
  display_name: string;
  slug: string;
  profile_pic_url: string | null;
  user_mode: UserMode;
  locale: string;
  created_at: string;
  custom_properties: UserCustomProperties;
  can_give: boolean;
  /** The user's own analytics switch; the Analytics nav item needs it (§6). */
  show_analytics: boolean;
  pending_awards_count: number;
  unresolved_bonus_reports_count: number;
  giving_balance: number;
  /** The announcements posted to the user and not yet ended: the home page keeps the carousel's room for them. */
  current_announcements_count?: number;
  /** The active manual awards the user may give: the home page loads the awards banner only when some. */
  givable_awards_count?: number;
  /** How often the user's manager expects a check-in; none when unset. */
  manager_check_in_settings?: { cadence: string | null };
  /** How the person likes to be recognised; absent is no preference and not opted out. */
  recognition_preferences?: RecognitionPreferences;
  /** In-app and e-mail switches per notification group; a group absent is both on. */
  notification_preferences?: NotificationPreferences;
  /** IANA zone; absent is the company's (UTC). */
  time_zone?: string;
  /** Absent is 'system'. */
  theme_preference?: ThemePreference;
};

export interface RecognitionPreferences {
  /** The privacy the composer starts at when every recipient prefers it; null is no preference. */
  default_privacy: BonusPrivacy | null;
  leaderboard_opt_out: boolean;
  celebrations_opt_out: boolean;
}

export type NotificationPreferences = Record<string, { in_app: boolean; email: boolean }>;

/** What a list, a picker or an avatar shows of a person. */
export interface UserSummary {
  id: number;
  displayName: string;
  email: string;
  profilePic: string | null;
  username: string;
}
