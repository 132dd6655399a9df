import { useTranslation } from 'react-i18next';
import { themedPhraseKey } from './themed-phrase';
import { useSeasonalTheme } from './use-seasonal-theme';

/** Spec §2.7 / §4: the give-recognition button's label while the seasonal theme is on, else null. */
export function useThemedGiveLabel(): string | null {
  const { t } = useTranslation('seasonal');
  const { enabled } = useSeasonalTheme();
  return enabled ? t(themedPhraseKey()) : null;
}
