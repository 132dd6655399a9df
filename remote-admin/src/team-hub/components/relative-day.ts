import { differenceInCalendarDays, parseISO } from 'date-fns';

const JUST_NOW_MS = 60_000;
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** Within the last minute, or after `now` (the server's clock ahead of the browser's). */
export const isJustNow = (at: string, now: number) => now - parseISO(at).getTime() < JUST_NOW_MS;

/** "3 days ago" in the reader's language, in the largest whole unit that fits, counted from `now`. */
export function timeAgo(at: string, now: number, language: string) {
  const elapsed = Math.max(now - parseISO(at).getTime(), 0);
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? UNITS.at(-1)!;
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-Math.floor(elapsed / size), unit);
}

/** Whole calendar days from the reader's today to a yyyy-MM-dd date. */
export const daysUntil = (date: string, now: number) => differenceInCalendarDays(parseISO(date), now);

/** "Dec 3" in the reader's language: the date as written, whatever the reader's zone. */
export const shortDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
