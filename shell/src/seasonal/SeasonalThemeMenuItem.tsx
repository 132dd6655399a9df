import { useSeasonalCopy } from './seasonal-copy';
import { useSeasonalStore } from './seasonal-store';
import { useSeasonalTheme } from './use-seasonal-theme';

/**
 * The user-menu switch, mounted while the menu is open (its label is in the seasons' lazy copy).
 * Turning the theme on goes through the intro modal (rendered by `SeasonalTheme`); turning it off
 * stores the choice at once.
 */
export function SeasonalThemeMenuItem() {
  const { season, enabled } = useSeasonalTheme();
  const t = useSeasonalCopy(season !== null);
  const openIntro = useSeasonalStore((state) => state.openIntro);
  const setChoice = useSeasonalStore((state) => state.setChoice);
  if (!season || !t) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      onClick={() => (enabled ? setChoice(season, false) : openIntro())}
    >
      {t('menuItem')}
    </button>
  );
}
