import { useEffect, useEffectEvent } from 'react';
import { BONUS_CREATED_EVENT, type BonusCreatedDetail } from '@laurel/shared/recognition';

// The event crosses app boundaries: a detail without a recognition in it is ignored.
export const isBonusCreatedDetail = (detail: unknown): detail is BonusCreatedDetail =>
  typeof (detail as BonusCreatedDetail | null)?.bonus?.id === 'number';

/** Calls `onCreated` for each recognition given on this page, whichever app gave it. */
export function useBonusCreated(onCreated: (detail: BonusCreatedDetail) => void) {
  const handle = useEffectEvent((event: Event) => {
    const { detail } = event as CustomEvent<unknown>;
    if (isBonusCreatedDetail(detail)) onCreated(detail);
  });
  useEffect(() => {
    const listener = (event: Event) => handle(event);
    window.addEventListener(BONUS_CREATED_EVENT, listener);
    return () => window.removeEventListener(BONUS_CREATED_EVENT, listener);
  }, []);
}
