import { THEME_PREFERENCES, type ThemePreference } from '../domain/user-profile';

/** Where the last preference is kept, so the next load paints in it before the session arrives. */
export const THEME_STORAGE_KEY = 'laurel.theme_preference';

export const isThemePreference = (value: unknown): value is ThemePreference =>
  (THEME_PREFERENCES as readonly unknown[]).includes(value);

/** `data-theme` on `<html>` for this page only; none follows the system. */
export function paintThemePreference(preference: ThemePreference): void {
  const root = document.documentElement;
  if (preference === 'system') root.removeAttribute('data-theme');
  else root.dataset.theme = preference;
}

/** `data-theme` on `<html>` (none follows the system), remembered on this device for the next load. */
export function applyThemePreference(preference: ThemePreference = 'system'): void {
  paintThemePreference(preference);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage may be off (private mode, policy): the theme still applies to this page.
  }
}

/** Signing out forgets the theme, so the sign-in page and the next person start from the system's. */
export function forgetThemePreference(): void {
  try {
    localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Nothing was stored where storage is off.
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
