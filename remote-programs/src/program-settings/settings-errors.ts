import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorIdOf, HttpError } from '@laurel/shared';
import type { ApiErrorId } from '@laurel/shared/contract';

/** The ids a refusal names: its `errors`, or its one `error`. */
export function refusedIds(error: unknown): ApiErrorId[] {
  if (!(error instanceof HttpError)) return [];
  const body = error.body as { errors?: ApiErrorId[] } | undefined;
  const id = apiErrorIdOf(error.body);
  return body?.errors ?? (id ? [id] : []);
}

/**
 * Puts each refused id at its field (the first field that can show it) and answers the first field, or
 * null when none of them belongs to a field.
 */
export function setRefusals<Values extends FieldValues>(
  ids: readonly ApiErrorId[],
  fieldOf: Partial<Record<ApiErrorId, Path<Values>>>,
  setError: UseFormSetError<Values>,
): Path<Values> | null {
  const fields = ids.flatMap((id) => {
    const field = fieldOf[id];
    if (field) setError(field, { type: 'server', message: id });
    return field ? [field] : [];
  });
  return fields[0] ?? null;
}
