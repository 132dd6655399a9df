import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { isCheckInsKey } from './api/check-in-api';

/** One change at a time; after it, every check-in read again; a refusal kept for its field. */
export function useCheckInChange() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { mutate } = useSWRConfig();

  async function run(change: () => Promise<unknown>): Promise<boolean> {
    if (saving) return false;
    setSaving(true);
    setError(null);
    try {
      await change();
      await mutate(isCheckInsKey).catch(() => undefined);
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { saving, error, run, clearError: () => setError(null) };
}
