/**
 * The job runs on UTC, so its dates are shown in UTC and say so: Intl names the zone in the reader's
 * language (dateStyle/timeStyle cannot be combined with timeZoneName, hence the fields one by one).
 */
export const utcDateTime = (language: string) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
