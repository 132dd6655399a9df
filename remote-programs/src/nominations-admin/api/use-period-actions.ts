import { useState } from 'react';
import { useSWRConfig, type KeyedMutator } from 'swr';
import type { NominationPeriodDetail, NominationPeriodVisibility } from '@laurel/shared/contract';
import { isNominationPeriodListKey } from './keys';
import {
  closeNominationPeriodNow,
  patchNominationFavorites,
  setNominationPeriodVisibility,
  startNominationPeriodNow,
} from './save-nomination-period';

export type PeriodAction = 'startNow' | 'closeNow' | 'favorite' | 'visibility';

interface PeriodActionsOptions {
  period: NominationPeriodDetail;
  mutate: KeyedMutator<NominationPeriodDetail>;
  /** Called with the failed action after any optimistic change is rolled back (programs §8). */
  onError: (action: PeriodAction, error: unknown) => void;
  /** Called once a change is saved, so the status is read again at the new time. */
  onSaved: () => void;
}

/**
 * The period's actions (programs §4). Favourites and visibility show at once and roll back when the server
 * refuses; start and close now wait for the server, whose clock decides the status.
 */
export function usePeriodActions({ period, mutate, onError, onSaved }: PeriodActionsOptions) {
  const { mutate: mutateGlobal } = useSWRConfig();
  const [pending, setPending] = useState<PeriodAction | null>(null);

  const run = async (action: PeriodAction, change: () => Promise<unknown>) => {
    setPending(action);
    try {
      await change();
      onSaved();
      void mutateGlobal(isNominationPeriodListKey);
    } catch (error) {
      onError(action, error);
    } finally {
      setPending(null);
    }
  };

  const optimistic = (action: PeriodAction, request: Promise<NominationPeriodDetail>, shown: NominationPeriodDetail) =>
    run(action, () =>
      mutate(request, { optimisticData: shown, rollbackOnError: true, populateCache: true, revalidate: false }),
    );

  return {
    pending,
    startNow: () => run('startNow', async () => mutate(await startNominationPeriodNow(period.id), false)),
    closeNow: () => run('closeNow', async () => mutate(await closeNominationPeriodNow(period.id), false)),
    setVisibility: (visibility: NominationPeriodVisibility) =>
      optimistic('visibility', setNominationPeriodVisibility(period.id, visibility), { ...period, visibility }),
    toggleFavorite: (userId: number) => {
      const favorite = period.favoritedUserIds.includes(userId);
      const favoritedUserIds = favorite
        ? period.favoritedUserIds.filter((id) => id !== userId)
        : [...period.favoritedUserIds, userId];
      const request = patchNominationFavorites(
        period.id,
        favorite ? { userIdsToRemove: [userId] } : { userIdsToAdd: [userId] },
      );
      return optimistic('favorite', request, { ...period, favoritedUserIds });
    },
  };
}
