import { formatDistance, formatDistanceToNow, type Locale } from 'date-fns';
import { cs } from 'date-fns/locale/cs';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it } from 'date-fns/locale/it';
import { pt } from 'date-fns/locale/pt';

/** The notification relative-time locales of spec §9, by language; anything else reads in English. */
const RELATIVE_TIME_LOCALES: ReadonlyMap<string, Locale> = new Map(Object.entries({ cs, de, es, fr, it, pt }));

/** The date-fns locale for a language tag such as 'de' or 'pt-BR'; en-US by default. */
export function relativeTimeLocale(lng: string | undefined): Locale {
  const language = (lng ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
  return RELATIVE_TIME_LOCALES.get(language) ?? enUS;
}

/** "3 days ago" / "in 2 hours" in the reader's language; `now` pins the reference time. */
export function formatRelativeTime(date: Date | number, lng: string | undefined, now?: Date | number): string {
  const locale = relativeTimeLocale(lng);
  return now === undefined
    ? formatDistanceToNow(date, { addSuffix: true, locale })
    : formatDistance(date, now, { addSuffix: true, locale });
}
