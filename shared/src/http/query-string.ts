type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

const isList = (value: QueryValue): value is readonly QueryScalar[] => Array.isArray(value);

const pair = (key: string, value: QueryScalar) => `${key}=${encodeURIComponent(String(value))}`;

/** Rails-style query: arrays as `ids[]=1&ids[]=2`; null and undefined values are left out. */
export function toQueryString(params: QueryParams = {}): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(name);
    if (isList(value)) pairs.push(...value.map((item) => pair(`${key}[]`, item)));
    else pairs.push(pair(key, value));
  }
  return pairs.join('&');
}
