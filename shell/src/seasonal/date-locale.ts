import type { Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { nl } from 'date-fns/locale/nl';
import { ptBR } from 'date-fns/locale/pt-BR';

// A short list on purpose: every date-fns locale is a separate chunk of the shell's bundle.
const DATE_LOCALES: Readonly<Record<string, Locale>> = {
  en: enUS,
  'en-us': enUS,
  'en-gb': enGB,
  de,
  es,
  fr,
  nl,
  pt: ptBR,
  'pt-br': ptBR,
};

/** The date-fns locale for a profile locale such as `en`, `en-GB` or `de_DE`; US English otherwise. */
export function dateLocaleFor(profileLocale: string | undefined): Locale {
  const tag = (profileLocale ?? '').toLowerCase().replace('_', '-');
  return DATE_LOCALES[tag] ?? DATE_LOCALES[tag.split('-')[0] ?? ''] ?? enUS;
}
