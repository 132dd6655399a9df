import type { ProfileSettingsUpdate } from '@laurel/shared/contract';
import type { User } from '../db/types';

/** Writes the fields a `PATCH /users/me` named; notification groups not named keep what they were. */
export function applyProfileSettings(user: User, update: ProfileSettingsUpdate): void {
  if (update.display_name !== undefined) user.display_name = update.display_name;
  if (update.locale !== undefined) user.locale = update.locale;
  if (update.time_zone !== undefined) user.time_zone = update.time_zone;
  if (update.theme_preference !== undefined) user.theme_preference = update.theme_preference;
  if (update.recognition_preferences !== undefined) user.recognition_preferences = update.recognition_preferences;
  if (update.notification_preferences !== undefined) {
    user.notification_preferences = { ...user.notification_preferences, ...update.notification_preferences };
  }
}
