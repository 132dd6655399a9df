/** The relative-time languages of spec §9; anything else reads in English. */
export const RELATIVE_TIME_LANGUAGES = ['cs', 'de', 'es', 'fr', 'it', 'pt'] as const;
const DEFAULT_RELATIVE_TIME_LANGUAGE = 'en';

/** The language a tag such as 'de' or 'pt-BR' reads relative times in. */
export function relativeTimeLanguage(lng: string | undefined): string {
  const language = (lng ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (RELATIVE_TIME_LANGUAGES as readonly string[]).includes(language) ? language : DEFAULT_RELATIVE_TIME_LANGUAGE;
}

// Largest unit first: the first one the distance reaches is the one said.
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * One formatter per language, kept: building an Intl formatter loads its locale data, up to a few
 * milliseconds on a phone and once per card of the feed's first render; formatting with it is cheap.
 */
export function formatterCache<F>(create: (language: string) => F): (language: string) => F {
  const formatters = new Map<string, F>();
  return (language) => {
    let formatter = formatters.get(language);
    if (!formatter) formatters.set(language, (formatter = create(language)));
    return formatter;
  };
}

const formatterFor = formatterCache((language) => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));

/**
 * "3 days ago" / "in 2 hours" in the reader's language; `now` pins the reference time. The browser's
 * own Intl does the wording, so no locale data ships with the page.
 */
export function formatRelativeTime(date: Date | number, lng: string | undefined, now: Date | number = Date.now()) {
  const seconds = (new Date(date).getTime() - new Date(now).getTime()) / 1000;
  const formatter = formatterFor(relativeTimeLanguage(lng));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.round(seconds / size), unit);
  }
  return formatter.format(0, 'minute');
}
