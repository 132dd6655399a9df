import { useEffect, useState } from 'react';
import { recipientSuggestions, type RecipientResult } from '@laurel/shared/recognition';
import { getRecipientMatches } from '../../api/get-recipient-matches';
import { RECIPIENT_LOOKUP_DEBOUNCE_MS, RECIPIENT_OPTIONS_MAX, SLOW_LOADING_MS } from '../announcement-constants';

export type RecipientSearchStatus = 'idle' | 'loading' | 'slow' | 'error' | 'ready';

interface Found {
  query: string;
  failed: boolean;
  results: RecipientResult[];
}

/** People and groups matching the query after the debounce, without those already chosen (recognition §5). */
export function useRecipientSearch(query: string, selfId: number, chosenKeys: ReadonlySet<string>) {
  const [found, setFound] = useState<Found>({ query: '', failed: false, results: [] });
  const [slowQuery, setSlowQuery] = useState<string | null>(null);
  const wanted = query.trim();

  useEffect(() => {
    if (wanted === '') return;
    let current = true;
    const slow = setTimeout(() => current && setSlowQuery(wanted), SLOW_LOADING_MS);
    const debounce = setTimeout(() => {
      getRecipientMatches(wanted)
        .then((results) => current && setFound({ query: wanted, failed: false, results }))
        .catch(() => current && setFound({ query: wanted, failed: true, results: [] }))
        .finally(() => clearTimeout(slow));
    }, RECIPIENT_LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(debounce);
      clearTimeout(slow);
    };
  }, [wanted]);

  if (wanted === '') return { status: 'idle' as RecipientSearchStatus, options: [] };
  if (found.query !== wanted) {
    return { status: (slowQuery === wanted ? 'slow' : 'loading') as RecipientSearchStatus, options: [] };
  }
  if (found.failed) return { status: 'error' as RecipientSearchStatus, options: [] };
  const options = recipientSuggestions(found.results, { selfId, includeSelf: true, chosenKeys });
  return { status: 'ready' as RecipientSearchStatus, options: options.slice(0, RECIPIENT_OPTIONS_MAX) };
}
