/** Where a kit component reads its words: `useTranslation(ns, { keyPrefix })`, e.g. `awards` under `admin`. */
export interface KitCopy {
  ns: string;
  keyPrefix: string;
}
