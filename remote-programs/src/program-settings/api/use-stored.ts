import { useCallback, useEffect, useState } from 'react';

type Read<T> = { data?: T; error?: unknown; isLoading: boolean };

/** What `fetch` answers, read once per visit; `retry` reads again after a failure. */
export function useStored<T>(fetch: () => Promise<T>) {
  const [read, setRead] = useState<Read<T>>({ isLoading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetch().then(
      (data) => current && setRead({ data, isLoading: false }),
      (error: unknown) => current && setRead({ error, isLoading: false }),
    );
    return () => {
      current = false;
    };
  }, [fetch, attempt]);

  const retry = useCallback(() => {
    setRead({ isLoading: true });
    setAttempt((count) => count + 1);
  }, []);

  return { ...read, retry };
}
