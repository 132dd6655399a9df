import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { getSearchKey } from './search-key';
import { SEARCH_APP_ID, SEARCH_CONNECT_TIMEOUT_MS, SEARCH_READ_TIMEOUT_MS } from './search-constants';
import type { GlobalSearchResults, RecognitionHit, UserHit } from './search-hits';

let client: LiteClient | null = null;
let clientKey: string | null = null;

/** The provider's own client, on this origin: the app server forwards `/1/indexes` to the API. */
function clientFor(apiKey: string): LiteClient {
  if (client && clientKey === apiKey) return client;
  clientKey = apiKey;
  if (client) {
    void client.clearCache();
    client.setClientApiKey({ apiKey });
    return client;
  }
  client = liteClient(SEARCH_APP_ID, apiKey, {
    hosts: [
      {
        url: window.location.host,
        protocol: window.location.protocol === 'https:' ? 'https' : 'http',
        accept: 'read',
      },
    ],
    timeouts: { connect: SEARCH_CONNECT_TIMEOUT_MS, read: SEARCH_READ_TIMEOUT_MS, write: SEARCH_READ_TIMEOUT_MS },
  });
  return client;
}

/** Users and recognitions matching `query`, in one round trip. */
export async function searchGlobal(query: string, hitsPerPage: number): Promise<GlobalSearchResults> {
  const search = clientFor(await getSearchKey());
  const { results } = await search.searchForHits<UserHit | RecognitionHit>({
    requests: [
      { indexName: 'users', query, hitsPerPage },
      { indexName: 'recognitions', query, hitsPerPage },
    ],
  });
  return {
    users: (results[0]?.hits ?? []) as UserHit[],
    recognitions: (results[1]?.hits ?? []) as RecognitionHit[],
  };
}

/** The client caches identical queries; an opened search should show what changed since. */
export async function clearSearchCache(): Promise<void> {
  await client?.clearCache();
}
