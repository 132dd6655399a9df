import type { ProfileSettings } from '@laurel/shared/contract';

/** The control of each field that can be refused, to focus the first refused. */
export const FIELD_IDS: Partial<Record<keyof ProfileSettings, string>> = {
  display_name: 'profile-name',
  locale: 'profile-locale',
  time_zone: 'profile-time-zone',
  theme_preference: 'profile-theme',
};
