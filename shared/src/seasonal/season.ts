// Plain Date arithmetic, not date-fns: every page's shell looks the season up on its first paint.

/** The year's seasons in calendar order; each runs until the day before the next one starts. */
export const SEASON_KINDS = ['winter', 'spring', 'summer', 'autumn', 'holidays'] as const;
export type SeasonKind = (typeof SEASON_KINDS)[number];

/** First day of each season, as [month 1–12, day]. Holidays start in December and run into January. */
const SEASON_STARTS: Readonly<Record<SeasonKind, readonly [month: number, day: number]>> = {
  winter: [1, 7],
  spring: [3, 1],
  summer: [6, 1],
  autumn: [9, 1],
  holidays: [12, 1],
};

export interface Season {
  /** `<kind>-<year it starts>`: part of the local-storage key, so each season asks afresh. */
  id: string;
  kind: SeasonKind;
  /** First and last day the theme shows, both inclusive, as local midnights. */
  startsOn: Date;
  endsOn: Date;
}

const startOf = (kind: SeasonKind, year: number) => {
  const [month, day] = SEASON_STARTS[kind];
  return new Date(year, month - 1, day);
};

/** The five seasons that start in `year`, in order; the last one ends in January of the next year. */
export function seasonsOfYear(year: number): Season[] {
  return SEASON_KINDS.map((kind, index) => {
    const next = SEASON_KINDS[index + 1];
    const nextStart = next ? startOf(next, year) : startOf(SEASON_KINDS[0], year + 1);
    const endsOn = new Date(nextStart.getFullYear(), nextStart.getMonth(), nextStart.getDate() - 1);
    return { id: `${kind}-${year}`, kind, startsOn: startOf(kind, year), endsOn };
  });
}

/** The season showing at `now` in local time; every day of the year is in exactly one. */
export function activeSeason(now: Date = new Date()): Season {
  const year = now.getFullYear();
  // Last year's holidays run into this January; the seasons are in order, so the last one begun is on.
  return [...seasonsOfYear(year - 1), ...seasonsOfYear(year)].reduce((active, season) =>
    season.startsOn <= now ? season : active,
  );
}

/** The shell keeps the reader's choice and whether the intro was seen per season; e2e marks the intro seen. */
export const SEASONAL_STORAGE_PREFIX = 'laurel:seasonal-theme:';
export const choiceKey = (season: Season) => `${SEASONAL_STORAGE_PREFIX}${season.id}`;
export const introSeenKey = (season: Season) => `${SEASONAL_STORAGE_PREFIX}${season.id}:intro-seen`;
