import { THEME_PREFERENCES, type ThemePreference } from '../domain/user-profile';
import { useProfileStore } from '../profile/profile-store';

/** Where the last preference is kept, so the next load paints in it before the session arrives. */
export const THEME_STORAGE_KEY = 'laurel.theme_preference';

const isThemePreference = (value: unknown): value is ThemePreference =>
  (THEME_PREFERENCES as readonly unknown[]).includes(value);

function setThemeAttribute(preference: ThemePreference): void {
  const root = document.documentElement;
  if (preference === 'system') root.removeAttribute('data-theme');
  else root.dataset.theme = preference;
}

/** `data-theme` on `<html>` (none follows the system), remembered on this device for the next load. */
export function applyThemePreference(preference: ThemePreference = 'system'): void {
  setThemeAttribute(preference);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage may be off (private mode, policy): the theme still applies to this page.
  }
}

/** The preference this device last saw, or 'system'. */
export function rememberedThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Paints in the remembered theme at once, then follows the signed-in person's preference whenever the
 * profile is loaded or reloaded. Returns the unsubscribe.
 */
export function startThemePreference(): () => void {
  setThemeAttribute(rememberedThemePreference());
  let applied: ThemePreference | undefined;
  const follow = () => {
    const user = useProfileStore.getState().user.data;
    if (!user) return;
    const preference = isThemePreference(user.theme_preference) ? user.theme_preference : 'system';
    if (preference === applied) return;
    applied = preference;
    applyThemePreference(preference);
  };
  follow();
  return useProfileStore.subscribe(follow);
}
