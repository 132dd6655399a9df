import { apiErrorIdOf, HttpError } from '@laurel/shared';
import { isApiErrorId, type ApiErrorId } from '@laurel/shared/contract';

/** Every error id a refusal names (`errors`), else its one `error`; nothing for a failure that is not a refusal. */
export function refusalIds(error: unknown): ApiErrorId[] {
  if (!(error instanceof HttpError)) return [];
  const listed = (error.body as { errors?: unknown } | undefined)?.errors;
  const ids = Array.isArray(listed) ? listed.filter(isApiErrorId) : [];
  const first = apiErrorIdOf(error.body);
  return ids.length > 0 ? ids : first ? [first] : [];
}
