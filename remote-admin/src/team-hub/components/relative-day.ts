import { differenceInCalendarDays, format, formatDistanceStrict, parseISO } from 'date-fns';

const JUST_NOW_MS = 60_000;

/** Within the last minute, or after `now` (the server's clock ahead of the browser's). */
export const isJustNow = (at: string, now: number) => now - parseISO(at).getTime() < JUST_NOW_MS;

/** "3 days ago", counted from `now`. */
export const timeAgo = (at: string, now: number) => formatDistanceStrict(parseISO(at), now, { addSuffix: true });

/** Whole calendar days from the reader's today to a yyyy-MM-dd date. */
export const daysUntil = (date: string, now: number) => differenceInCalendarDays(parseISO(date), now);

/** "Dec 3" */
export const shortDate = (date: string) => format(parseISO(date), 'MMM d');
