import { useCallback } from 'react';
import useSWR from 'swr';
import { QUERY_DEFAULTS } from '@laurel/shared';
import { fetchCompanySettings } from './company-settings-api';

/** The stored settings, read on each visit; `retry` reads again after a failure. */
export function useCompanySettings() {
  const { data, error, isLoading, mutate } = useSWR('admin/company', fetchCompanySettings, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
  const retry = useCallback(() => void mutate(), [mutate]);
  return { data, error: error as unknown, isLoading, retry };
}
