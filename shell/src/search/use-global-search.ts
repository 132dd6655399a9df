import { useEffect, useState } from 'react';
import { clearSearchCache, searchGlobal } from './search-client';
import { SEARCH_DEBOUNCE_MS, SEARCH_HITS_EMPTY, SEARCH_HITS_WITH_QUERY } from './search-constants';
import type { GlobalSearchResults } from './search-hits';

export type GlobalSearchState =
  | { status: 'loading'; previous: GlobalSearchResults | null }
  | { status: 'error'; retry: () => void }
  | { status: 'empty' }
  | ({ status: 'results' } & GlobalSearchResults);

type Settled = { query: string; attempt: number; outcome: GlobalSearchResults | 'error' };

const hasHits = ({ users, recognitions }: GlobalSearchResults) => users.length + recognitions.length > 0;

/** Searches as the user types: debounced, a few hits when the query is empty, stale answers dropped. */
export function useGlobalSearch(query: string): GlobalSearchState {
  const trimmed = query.trim();
  const [settled, setSettled] = useState<Settled | null>(null);
  // Asking again for the same query after a failure: the attempt, not the query, changes.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void clearSearchCache();
  }, []);

  useEffect(() => {
    let current = true;
    const settle = (outcome: Settled['outcome']) => {
      if (current) setSettled({ query: trimmed, attempt, outcome });
    };
    const timer = setTimeout(
      () => {
        searchGlobal(trimmed, trimmed ? SEARCH_HITS_WITH_QUERY : SEARCH_HITS_EMPTY).then(settle, () => settle('error'));
      },
      trimmed ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, attempt]);

  if (!settled || settled.query !== trimmed || settled.attempt !== attempt) {
    const previous = settled && settled.outcome !== 'error' ? settled.outcome : null;
    return { status: 'loading', previous };
  }
  if (settled.outcome === 'error') return { status: 'error', retry: () => setAttempt((previous) => previous + 1) };
  return hasHits(settled.outcome) ? { status: 'results', ...settled.outcome } : { status: 'empty' };
}
