import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { IncentiveListItem } from '@laurel/shared/contract';
import { isAdminIncentivesKey } from './keys';
import { deactivateIncentive, deleteIncentive, reactivateIncentive } from './save-incentive';

export type IncentiveChange = 'deactivate' | 'reactivate' | 'delete';

export type ChangeOutcome = { change: IncentiveChange; name: string; failed?: unknown } | null;

const REQUEST_OF: Record<IncentiveChange, (id: number) => Promise<unknown>> = {
  deactivate: deactivateIncentive,
  reactivate: reactivateIncentive,
  delete: deleteIncentive,
};

/** Deactivates, reactivates or deletes an incentive, then refreshes every admin incentive list. */
export function useIncentiveChange() {
  const { mutate } = useSWRConfig();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ChangeOutcome>(null);
  const apply = async (change: IncentiveChange, incentive: IncentiveListItem) => {
    setPendingId(incentive.id);
    try {
      await REQUEST_OF[change](incentive.id);
      setOutcome({ change, name: incentive.name });
      await mutate(isAdminIncentivesKey);
    } catch (failed) {
      setOutcome({ change, name: incentive.name, failed });
    } finally {
      setPendingId(null);
    }
  };
  return { apply, pendingId, outcome };
}
