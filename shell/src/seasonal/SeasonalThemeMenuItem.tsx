import { useTranslation } from 'react-i18next';
import { useSeasonalStore } from './seasonal-store';
import { useSeasonalTheme } from './use-seasonal-theme';

/**
 * The user-menu switch. Turning the theme on goes through the intro modal (rendered by
 * `SeasonalTheme`); turning it off stores the choice at once.
 */
export function SeasonalThemeMenuItem() {
  const { t } = useTranslation('seasonal');
  const { season, enabled } = useSeasonalTheme();
  const openIntro = useSeasonalStore((state) => state.openIntro);
  const setChoice = useSeasonalStore((state) => state.setChoice);
  if (!season) return null;
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
