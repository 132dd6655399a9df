import { differenceInCalendarDays, format, formatDistanceStrict, parseISO } from 'date-fns';

/** "3 days ago", counted from `now`; a moment after it (the server's clock ahead of the browser's) is now. */
export const timeAgo = (at: string, now: number) =>
  formatDistanceStrict(Math.min(parseISO(at).getTime(), now), now, { addSuffix: true });

/** Whole calendar days from the reader's today to a yyyy-MM-dd date. */
export const daysUntil = (date: string, now: number) => differenceInCalendarDays(parseISO(date), now);

/** "Dec 3" */
export const shortDate = (date: string) => format(parseISO(date), 'MMM d');
