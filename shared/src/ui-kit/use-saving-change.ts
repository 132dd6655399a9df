import { useState } from 'react';
import { useSWRConfig } from 'swr';

/**
 * One change at a time; after it, every read whose key `rereads` matches is read again; a refusal
 * kept to show at its field until the next change or `clearError`.
 */
export function useSavingChange(rereads: (key: unknown) => boolean) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { mutate } = useSWRConfig();

  async function run(change: () => Promise<unknown>): Promise<boolean> {
    if (saving) return false;
    setSaving(true);
    setError(null);
    try {
      await change();
      await mutate(rereads).catch(() => undefined);
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
