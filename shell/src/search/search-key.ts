import { v2Client } from '@laurel/shared';
import { SEARCH_KEY_CACHE_MS } from './search-constants';

export type SearchKeyFetcher = () => Promise<{ key: string }>;

export interface SearchKeyCache {
  get(): Promise<string>;
  clear(): void;
}

/** The search key, fetched once and reused for SEARCH_KEY_CACHE_MS; concurrent callers share one fetch. */
export function createSearchKeyCache(fetchKey: SearchKeyFetcher, now: () => number = Date.now): SearchKeyCache {
  let cached: { key: string; requestedAt: number } | null = null;
  let pending: Promise<string> | null = null;
  return {
    get() {
      if (cached && now() - cached.requestedAt < SEARCH_KEY_CACHE_MS) return Promise.resolve(cached.key);
      if (!pending) {
        // The server's hour starts when it signs; counting from the request keeps us on the safe side.
        const requestedAt = now();
        pending = fetchKey()
          .then(({ key }) => {
            cached = { key, requestedAt };
            return key;
          })
          .finally(() => {
            pending = null;
          });
      }
      return pending;
    },
    clear() {
      cached = null;
    },
  };
}

const searchKeyCache = createSearchKeyCache(() => v2Client.get<{ key: string }>('/algolia_key_generator'));

export const getSearchKey = (): Promise<string> => searchKeyCache.get();
