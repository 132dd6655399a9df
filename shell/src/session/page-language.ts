import { changePageLanguage } from '@laurel/shared';

/** Built from English by the shell's build (shared/federation/pseudo-locale.cjs); no profile offers it. */
export const PSEUDO_LANGUAGE = 'pseudo';
export const PSEUDO_LOCALE_KEY = 'laurel:pseudo-locale';

type ReadStorage = () => Pick<Storage, 'getItem'>;

/** A developer or a test asks for the pseudo-locale with `?lng=pseudo`, or with the localStorage key set. */
export function pseudoLocaleRequested(search: string, storage: ReadStorage): boolean {
  if (new URLSearchParams(search).get('lng') === PSEUDO_LANGUAGE) return true;
  try {
    return Boolean(storage().getItem(PSEUDO_LOCALE_KEY));
  } catch {
    // A framed widget may be refused its storage: then only the URL asks.
    return false;
  }
}

let pseudoLocale = false;

/** Read once at boot: the pseudo-locale then stands for the page's life, over the profile's locale. */
export function startPageLanguage(search = window.location.search, storage: ReadStorage = () => window.localStorage) {
  pseudoLocale = pseudoLocaleRequested(search, storage);
  if (pseudoLocale) void changePageLanguage(PSEUDO_LANGUAGE);
}

/** The navigation profile's locale for every app, unless the pseudo-locale was asked for. */
export const setPageLocale = (locale: string) => void changePageLanguage(pseudoLocale ? PSEUDO_LANGUAGE : locale);
