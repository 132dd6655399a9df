import {
  ANNIVERSARY_YEAR_MAX,
  CELEBRATION_AMOUNT_MAX,
  CELEBRATION_HEADLINE_MAX_LENGTH,
  CELEBRATION_NAME_MAX_LENGTH,
  CELEBRATION_REASON_MAX_LENGTH,
  validateCelebration,
  type ApiErrorId,
  type Celebration,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { celebrationFieldsOf, type CelebrationFields } from './celebration-views';

const MAX_BY_ERROR: Partial<Record<ApiErrorId, number>> = {
  celebration_name_too_long: CELEBRATION_NAME_MAX_LENGTH,
  celebration_headline_too_long: CELEBRATION_HEADLINE_MAX_LENGTH,
  celebration_reason_too_long: CELEBRATION_REASON_MAX_LENGTH,
};

export const celebrationErrorParamsOf = (id: ApiErrorId) => ({
  max: MAX_BY_ERROR[id] ?? CELEBRATION_NAME_MAX_LENGTH,
  maxAmount: CELEBRATION_AMOUNT_MAX,
  maxYears: ANNIVERSARY_YEAR_MAX,
});

export type CheckedCelebration = { fields: CelebrationFields } | { refused: ApiErrorId; errors: ApiErrorId[] };

/**
 * A whole celebration (a new one over its type's defaults, or a change merged into the stored one) checked with
 * the form's rules; a giver must be an active colleague. Free text is kept as text: the feed renders it escaped.
 */
export function checkedCelebration(
  store: Store,
  companyId: number,
  celebration: Omit<Celebration, 'id'>,
  groupId: number,
): CheckedCelebration {
  const errors = validateCelebration(celebration);
  if (celebration.giverId !== null) {
    const giver = store.rowsById('users').get(celebration.giverId);
    if (giver?.company_id !== companyId || giver.status !== 'active') errors.push('celebration_giver_invalid');
  }
  if (errors.length > 0) return { refused: errors[0]!, errors };
  return { fields: celebrationFieldsOf(celebration, groupId) };
}
