import { useEffect, useState } from 'react';

/** Programs §9: a person picker searches this long after the last key. */
export const LOOKUP_DEBOUNCE_MS = 300;

export type Lookup<Item> = { words: string } & ({ state: 'done'; items: Item[] } | { state: 'failed' });

/**
 * The answer to the query as typed now, searched once typing pauses. An answer to an earlier query is
 * never returned while the current one is on its way, and a blank query has none.
 */
export function useDebouncedLookup<Item>(
  query: string,
  search: (words: string) => Promise<Item[]>,
  delayMs = LOOKUP_DEBOUNCE_MS,
): Lookup<Item> | null {
  const [answer, setAnswer] = useState<Lookup<Item> | null>(null);
  const words = query.trim();

  useEffect(() => {
    if (words === '') return;
    let current = true;
    const timer = setTimeout(() => {
      search(words)
        .then((items) => current && setAnswer({ words, state: 'done', items }))
        .catch(() => current && setAnswer({ words, state: 'failed' }));
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [words, search, delayMs]);

  return answer?.words === words && words !== '' ? answer : null;
}
