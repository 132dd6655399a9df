import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Celebration } from '@laurel/shared/contract';
import { isAdminCelebrationsKey } from './keys';
import { deactivateCelebration, reactivateCelebration, resetCelebration } from './save-celebration';

export type CelebrationChange = 'deactivate' | 'reactivate' | 'reset';

export type CelebrationChangeOutcome = { change: CelebrationChange; name: string; failed?: unknown } | null;

const REQUEST_OF: Record<CelebrationChange, (id: number) => Promise<unknown>> = {
  deactivate: deactivateCelebration,
  reactivate: reactivateCelebration,
  reset: resetCelebration,
};

/** Deactivates, reactivates or resets a celebration, then refreshes every admin celebration read. */
export function useCelebrationChange() {
  const { mutate } = useSWRConfig();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<CelebrationChangeOutcome>(null);
  const apply = async (change: CelebrationChange, celebration: Celebration) => {
    setPendingId(celebration.id);
    try {
      await REQUEST_OF[change](celebration.id);
      setOutcome({ change, name: celebration.name });
      await mutate(isAdminCelebrationsKey);
    } catch (failed) {
      setOutcome({ change, name: celebration.name, failed });
    } finally {
      setPendingId(null);
    }
  };
  return { apply, pendingId, outcome };
}
