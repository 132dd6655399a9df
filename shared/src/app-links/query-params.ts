export type QueryValue = string | number | boolean | null | undefined;
export type QueryValues = Readonly<Record<string, QueryValue>>;

// Any origin does: only the path, query and fragment of a same-site address are kept.
const BASE = 'http://laurel.invalid';

/** The named parameter of an address or of a `?a=1&b=2` query string, or null when it is absent. */
export function getQueryParam(hrefOrSearch: string, name: string): string | null {
  const search = hrefOrSearch.startsWith('?') ? hrefOrSearch : new URL(hrefOrSearch, BASE).search;
  return new URLSearchParams(search).get(name);
}

/** The address with each named parameter set, or removed when its value is null or undefined. */
export function withQueryParams(href: string, values: QueryValues = {}): string {
  const entries = Object.entries(values);
  if (entries.length === 0) return href;
  const url = new URL(href, BASE);
  for (const [name, value] of entries) {
    if (value === null || value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, String(value));
  }
  const absolute = !url.href.startsWith(BASE);
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
