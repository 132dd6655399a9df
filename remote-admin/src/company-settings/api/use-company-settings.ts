import { useCallback, useEffect, useState } from 'react';
import type { CompanySettings } from '@laurel/shared/contract';
import { fetchCompanySettings } from './company-settings-api';

type SettingsRead = { data?: CompanySettings; error?: unknown; isLoading: boolean };

/** The stored settings, read once per visit; `retry` reads again after a failure. */
export function useCompanySettings() {
  const [read, setRead] = useState<SettingsRead>({ isLoading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchCompanySettings().then(
      (data) => current && setRead({ data, isLoading: false }),
      (error: unknown) => current && setRead({ error, isLoading: false }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setRead({ isLoading: true });
    setAttempt((count) => count + 1);
  }, []);

  return { ...read, retry };
}
