// Two lines of date arithmetic, not date-fns: every page's shell reads the season on its first paint.
const startOfDay = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate());
const endOfDay = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1, 0, 0, 0, -1);

export interface Season {
  /** Part of the local-storage key, so each season asks afresh. */
  id: string;
  /** First and last day the theme shows, both inclusive, in the user's local time. */
  startsOn: Date;
  endsOn: Date;
}

/** Autumn 2026: falling leaves and a few ghosts, from Halloween month to the end of November. */
export const CURRENT_SEASON: Season = {
  id: 'autumn-2026',
  startsOn: new Date(2026, 9, 1),
  endsOn: new Date(2026, 10, 30),
};

/** The season showing at `now`, or null outside it. */
export function activeSeason(now: Date = new Date(), season: Season = CURRENT_SEASON): Season | null {
  return now >= startOfDay(season.startsOn) && now <= endOfDay(season.endsOn) ? season : null;
}

/** The shell keeps the reader's choice and whether the intro was seen per season; e2e marks the intro seen. */
export const SEASONAL_STORAGE_PREFIX = 'laurel:seasonal-theme:';
export const choiceKey = (season: Season) => `${SEASONAL_STORAGE_PREFIX}${season.id}`;
export const introSeenKey = (season: Season) => `${SEASONAL_STORAGE_PREFIX}${season.id}:intro-seen`;
