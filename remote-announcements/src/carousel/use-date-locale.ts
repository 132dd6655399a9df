import { useEffect, useState } from 'react';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { relativeTimeLanguage } from '@laurel/shared/relative-time';

// Spec §9's languages, each its own chunk, fetched only for a page in that language.
const LOCALES: Readonly<Record<string, () => Promise<Locale>>> = {
  cs: () => import('date-fns/locale/cs').then((module) => module.cs),
  de: () => import('date-fns/locale/de').then((module) => module.de),
  es: () => import('date-fns/locale/es').then((module) => module.es),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  it: () => import('date-fns/locale/it').then((module) => module.it),
  pt: () => import('date-fns/locale/pt').then((module) => module.pt),
};

/** The date-fns locale of the page's language: English at once, another once its chunk has come. */
export function useDateLocale(language: string | undefined): Locale {
  const load = LOCALES[relativeTimeLanguage(language)];
  const [loaded, setLoaded] = useState<{ load: typeof load; locale: Locale } | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    void load().then((locale) => current && setLoaded({ load, locale }));
    return () => {
      current = false;
    };
  }, [load]);
  return loaded && loaded.load === load ? loaded.locale : enUS;
}
