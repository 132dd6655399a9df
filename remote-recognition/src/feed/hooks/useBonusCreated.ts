import { useLaurelEvent } from '@laurel/shared';
import type { BonusCreatedDetail } from '@laurel/shared/recognition';

// The event crosses app boundaries: a detail without a recognition in it is ignored.
export const isBonusCreatedDetail = (detail: unknown): detail is BonusCreatedDetail =>
  typeof (detail as BonusCreatedDetail | null)?.bonus?.id === 'number';

/** Calls `onCreated` for each recognition given on this page, whichever app gave it. */
export function useBonusCreated(onCreated: (detail: BonusCreatedDetail) => void) {
  useLaurelEvent('bonus-created', onCreated, isBonusCreatedDetail);
}
