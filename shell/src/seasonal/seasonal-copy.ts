import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

/** The seasons' copy is `navigation`'s `seasonal.…` (spec §9 namespaces). */
export const SEASONAL_NAMESPACE = 'navigation';
export const SEASONAL_KEY_PREFIX = 'seasonal';

const loads = new WeakMap<I18n, Promise<void>>();
const loaded = new WeakSet<I18n>();

/**
 * Adds the seasons' English to `instance` and loads the page's language of them. The English of all five
 * seasons stays off the first paint: only a reader who sees the theme (intro, switch, phrase) loads it.
 * Other languages come with the `navigation` namespace the shell loads anyway.
 */
export function loadSeasonalCopy(instance: I18n): Promise<void> {
  let load = loads.get(instance);
  if (!load) {
    load = import('./seasonal-english').then(async ({ addSeasonalEnglish }) => {
      addSeasonalEnglish(instance);
      await instance.loadNamespaces(SEASONAL_NAMESPACE);
      loaded.add(instance);
    });
    loads.set(instance, load);
  }
  return load;
}

/** The seasons' `t` (keys under `seasonal.`) once their copy is in (loading it when `wanted`), else null. */
export function useSeasonalCopy(wanted: boolean): TFunction | null {
  // The instance only: the seasons' keys are not read before their English is in.
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => loaded.has(i18n));
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadSeasonalCopy(i18n).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [wanted, i18n]);
  return wanted && (ready || loaded.has(i18n)) ? i18n.getFixedT(null, SEASONAL_NAMESPACE, SEASONAL_KEY_PREFIX) : null;
}
