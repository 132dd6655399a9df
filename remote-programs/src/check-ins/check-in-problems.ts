import { apiErrorIdOf, HttpError } from '@laurel/shared';
import type { ApiErrorId } from '@laurel/shared/contract';

export type CheckInField = 'wentWell' | 'blockers' | 'mood' | 'pulseScore' | 'pulseComment' | 'form';

const FIELD_OF: Partial<Record<ApiErrorId, CheckInField>> = {
  check_in_went_well_required: 'wentWell',
  check_in_mood_invalid: 'mood',
  pulse_score_invalid: 'pulseScore',
  pulse_comment_too_long: 'pulseComment',
};

/** Which field a server refusal belongs under; anything else is said at the foot of the form. */
export function fieldOfRefusal(error: unknown): CheckInField {
  const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
  return (id && FIELD_OF[id]) || 'form';
}
