import { TRANSCRIPTION_TOKEN_CACHE_MS } from '@laurel/shared/contract';

/** Keeps a transcription token 4.5 minutes (recognition §9); callers at once share one request. */
export function createTokenCache(
  fetchToken: () => Promise<string>,
  now = Date.now,
  keepMs = TRANSCRIPTION_TOKEN_CACHE_MS,
) {
  let cached: { token: string; fetchedAt: number } | null = null;
  let pending: Promise<string> | null = null;
  return {
    get(): Promise<string> {
      if (cached && now() - cached.fetchedAt < keepMs) return Promise.resolve(cached.token);
      pending ??= fetchToken()
        .then((token) => {
          cached = { token, fetchedAt: now() };
          return token;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    /** Forgets the token, for one the service refused. */
    clear() {
      cached = null;
    },
  };
}
