/** A yyyy-MM-dd day as the reader writes dates; the days are UTC days (programs §9). */
export const formatDay = (day: string, locale: string, month: 'short' | 'long' = 'short', withYear = true): string =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month,
    ...(withYear && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00.000Z`));

/** A yyyy-MM month, such as "October 2026". */
export const formatMonth = (month: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00.000Z`),
  );
