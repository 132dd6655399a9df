import type { ThemePreference } from '../domain/user-profile';
import {
  applyThemePreference,
  isThemePreference,
  paintThemePreference,
  rememberedThemePreference,
} from '../theme/theme-preference';
import { useProfileStore } from './profile-store';

/**
 * Paints in the remembered theme at once, then follows the signed-in person's preference whenever the
 * profile is loaded or reloaded. Returns the unsubscribe.
 */
export function startThemePreference(): () => void {
  paintThemePreference(rememberedThemePreference());
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
