import { themedPhraseKey } from './themed-phrase';
import { useSeasonalCopy } from './seasonal-copy';
import { useSeasonalTheme } from './use-seasonal-theme';

/**
 * Spec §2.7 / §4: the give-recognition button's label while the seasonal theme is on, else null. The
 * seasons' copy loads lazily, so the phrase shows once it is in (the spec's retry, without a timer).
 */
export function useThemedGiveLabel(): string | null {
  const { season, enabled } = useSeasonalTheme();
  const t = useSeasonalCopy(enabled);
  return enabled && season && t ? t(themedPhraseKey(season.kind)) : null;
}
