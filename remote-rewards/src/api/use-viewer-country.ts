import { useSyncExternalStore } from 'react';
import type { CatalogCountry } from '@laurel/shared/contract';
import { useCountries } from './get-countries';

const STORAGE_KEY = 'laurel.rewards.country';
const FALLBACK_COUNTRY_CODE = 'US';
const listeners = new Set<() => void>();
/** The choice made on this page, for browsers that refuse storage. */
let memory: string | null = null;

const storedCode = (): string | null => {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The region of the browser's language (`en-GB` → `GB`), the best guess before the viewer picks. */
const browserRegion = (): string | null => {
  try {
    return new Intl.Locale(navigator.language).maximize().region ?? null;
  } catch {
    return null;
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function chooseViewerCountry(code: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // A browser that refuses storage keeps the choice until the page reloads.
  }
  memory = code;
  listeners.forEach((listener) => listener());
}

export interface ViewerCountry {
  /** Known at once, so the catalogue asks for its first page without waiting for the country list. */
  countryCode: string;
  country: CatalogCountry | undefined;
  countries: CatalogCountry[];
}

/** The country the catalogue is shown for: the viewer's choice, else their browser's region, else the US. */
export function useViewerCountry(): ViewerCountry {
  const chosen = useSyncExternalStore(subscribe, () => memory ?? storedCode());
  const { data: countries } = useCountries();
  const guess = chosen ?? browserRegion() ?? FALLBACK_COUNTRY_CODE;
  if (!countries) return { countryCode: guess, country: undefined, countries: [] };
  const country =
    countries.find((candidate) => candidate.code === guess) ??
    countries.find((candidate) => candidate.code === FALLBACK_COUNTRY_CODE) ??
    countries[0];
  return { countryCode: country?.code ?? guess, country, countries };
}
