import { NOMINATION_REASON_MAX_LENGTH, type ApiErrorId, type ApiErrorParams } from '@laurel/shared/contract';
import { apiErrorIdOf, HttpError } from '@laurel/shared';

export interface FieldProblem {
  id: ApiErrorId | 'nominee_required';
  params?: ApiErrorParams;
}

export type NominationField = 'nominee' | 'reason' | 'form';

/** Programs §5 leaves the reason's rules open: required, at most the contract's length once trimmed. */
export function reasonProblem(reason: string): FieldProblem | null {
  const trimmed = reason.trim();
  if (trimmed.length === 0) return { id: 'nomination_reason_required' };
  if (trimmed.length > NOMINATION_REASON_MAX_LENGTH) {
    return { id: 'nomination_reason_too_long', params: { max: NOMINATION_REASON_MAX_LENGTH } };
  }
  return null;
}

const FIELD_OF: Partial<Record<ApiErrorId, NominationField>> = {
  self_nomination: 'nominee',
  nominee_not_eligible: 'nominee',
  nomination_duplicate: 'nominee',
  nomination_reason_required: 'reason',
  nomination_reason_too_long: 'reason',
};

/** Which field a server refusal belongs under; anything else is said at the foot of the form. */
export const fieldOfRefusal = (error: unknown): NominationField =>
  (error instanceof HttpError && FIELD_OF[apiErrorIdOf(error.body) ?? 'server_error']) || 'form';

/** Nominations left in a period, or null when it has no limit (programs §9). */
export const nominationsLeft = (limit: number | null, made: number) =>
  limit === null ? null : Math.max(0, limit - made);
