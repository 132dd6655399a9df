import { useFeatureFlags } from '@laurel/shared';
import { activeSeason, type Season } from '@laurel/shared/seasonal';
import { SEASONAL_THEMES_FLAG } from './seasonal-constants';
import { readStoredChoice } from './seasonal-storage';
import { useSeasonalStore } from './seasonal-store';

let lastSeason: Season | undefined;

/** Today's season, the same object while it lasts, so effects that depend on it run once per season. */
function todaysSeason(): Season {
  const season = activeSeason();
  if (lastSeason?.id === season.id) return lastSeason;
  lastSeason = season;
  return season;
}

export interface SeasonalThemeState {
  /** Today's season when the flag is on, else null: nothing seasonal shows. */
  season: Season | null;
  enabled: boolean;
}

/** Spec §4: enabled only if the flag is on and the user's stored choice for this season is true. */
export function useSeasonalTheme(): SeasonalThemeState {
  const flagOn = useFeatureFlags()[SEASONAL_THEMES_FLAG] === true;
  const season = flagOn ? todaysSeason() : null;
  const choiceThisPage = useSeasonalStore((state) => (season ? state.choices[season.id] : undefined));
  if (!season) return { season: null, enabled: false };
  return { season, enabled: choiceThisPage ?? readStoredChoice(season) };
}

/** Whether the seasonal theme is on offer at all, so the user menu can skip its row. */
export const useSeasonalThemeAvailable = () => useSeasonalTheme().season !== null;
