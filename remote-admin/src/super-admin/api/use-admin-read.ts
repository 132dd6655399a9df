import { useCallback } from 'react';
import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';

const read = <T>(path: string) => v2Client.get<T>(path);

/** Reads `path` (v2, relative) whenever it changes; null reads nothing. `retry` reads again, after a failure or a change. */
export function useAdminRead<T>(path: string | null) {
  const { data, error, isLoading, mutate } = useSWR<T>(path, read<T>, { ...QUERY_DEFAULTS, dedupingInterval: 0 });
  const retry = useCallback(() => void mutate(), [mutate]);
  return { data, error: error as unknown, isLoading, retry };
}
