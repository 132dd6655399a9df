import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { isFeedbackKey } from '../api/feedback-api';

/** One change at a time; after it, every feedback list read again; a refusal kept to show. */
export function useFeedbackChange() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { mutate } = useSWRConfig();

  async function run(change: () => Promise<unknown>): Promise<boolean> {
    if (saving) return false;
    setSaving(true);
    setError(null);
    try {
      await change();
      await mutate(isFeedbackKey).catch(() => undefined);
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { saving, error, run };
}
