import type { TFunction } from 'i18next';
import { API_ERROR_IDS, API_ERRORS, apiErrorIdOf, type ApiErrorId, type ApiErrorParams } from '../contract/api-errors';
import { HttpError } from '../http/http-error';

export const ERRORS_NAMESPACE = 'errors';

/** The `errors` namespace in English: the catalogue's own messages, so no id goes untranslated. */
export const errorsEnglish: Readonly<Record<ApiErrorId, string>> = Object.fromEntries(
  API_ERROR_IDS.map((id) => [id, API_ERRORS[id].message]),
) as Record<ApiErrorId, string>;

export interface ApiErrorMessageOptions {
  /** Fill the message's placeholders (`max`, `hashtags`…), as the server did. */
  params?: ApiErrorParams;
  /** Said instead of "An unknown error occurred" when the server named no error. */
  fallback?: string;
}

/** An error id of the catalogue in the reader's language. */
export const translateApiError = (t: TFunction, id: ApiErrorId, params: ApiErrorParams = {}): string =>
  t(id, { ...params, ns: ERRORS_NAMESPACE });

/**
 * What to tell the reader about a failed request: the catalogue id the server answered, translated;
 * else the server's own words (`server_error` and ids this build does not know carry them, recognition §8);
 * else the fallback, or "An unknown error occurred".
 */
export function apiErrorMessage(
  t: TFunction,
  error: unknown,
  { params, fallback }: ApiErrorMessageOptions = {},
): string {
  const body = error instanceof HttpError ? error.body : undefined;
  const id = apiErrorIdOf(body);
  const retryAfterSeconds = error instanceof HttpError ? error.retryAfterSeconds : undefined;
  // A refusal that says when to come back (429 `rate_limited`) fills its wait from `Retry-After`.
  const allParams = retryAfterSeconds === undefined ? params : { retryAfterSeconds, ...params };
  if (id && id !== 'server_error') return translateApiError(t, id, allParams);
  const serverMessage = error instanceof HttpError ? error.serverMessage : undefined;
  return serverMessage || fallback || translateApiError(t, 'server_error');
}
