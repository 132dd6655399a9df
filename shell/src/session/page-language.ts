import { changePageLanguage } from '@laurel/shared';

// Every byte here is on `/`: the pseudo-locale's name and key are spelled out, its text comes from the build.
let pseudoLocale = false;

/**
 * Read once at boot: `?lng=pseudo` on the URL or localStorage `laurel:pseudo-locale` turns the pseudo-locale
 * on for the page's life, over the profile's locale (shared/federation/pseudo-locale.cjs; no profile offers it).
 */
export function startPageLanguage() {
  pseudoLocale = /[?&]lng=pseudo(&|$)/.test(location.search);
  try {
    pseudoLocale ||= !!localStorage.getItem('laurel:pseudo-locale');
  } catch {
    // A framed widget may be refused its storage: then only the URL asks.
  }
  if (pseudoLocale) void changePageLanguage('pseudo');
}

/** The navigation profile's locale for every app, unless the pseudo-locale was asked for. */
export const setPageLocale = (locale: string) => void changePageLanguage(pseudoLocale ? 'pseudo' : locale);
