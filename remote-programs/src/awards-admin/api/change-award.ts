import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AwardListItem } from '@laurel/shared/contract';
import { deactivateIncentive, deleteIncentive, reactivateIncentive } from '../../incentives-admin/api/save-incentive';
import { isAdminAwardsKey } from './keys';
import { deleteAward, patchAward } from './save-award';

export type AwardChange = 'deactivate' | 'reactivate' | 'delete';

export type AwardChangeOutcome = { change: AwardChange; name: string; failed?: unknown } | null;

// A claimable award is an incentive (programs §3), changed where incentives are.
const REQUEST_OF: Record<AwardListItem['type'], Record<AwardChange, (id: number) => Promise<unknown>>> = {
  manual: {
    deactivate: (id) => patchAward(id, { state: 'inactive' }),
    reactivate: (id) => patchAward(id, { state: 'active' }),
    delete: deleteAward,
  },
  claimable: { deactivate: deactivateIncentive, reactivate: reactivateIncentive, delete: deleteIncentive },
};

/** Deactivates, reactivates or deletes an award, then refreshes every admin award list. */
export function useAwardChange() {
  const { mutate } = useSWRConfig();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AwardChangeOutcome>(null);
  const apply = async (change: AwardChange, award: AwardListItem) => {
    setPendingId(`${award.type}-${award.id}`);
    try {
      await REQUEST_OF[award.type][change](award.id);
      setOutcome({ change, name: award.name });
      await mutate(isAdminAwardsKey);
    } catch (failed) {
      setOutcome({ change, name: award.name, failed });
    } finally {
      setPendingId(null);
    }
  };
  return { apply, pendingId, outcome };
}
