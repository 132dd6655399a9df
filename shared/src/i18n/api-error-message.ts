import type { TFunction } from 'i18next';
import type { ApiErrorId } from '../contract/api-errors';
import { apiErrorIdOf, apiErrorParamsOf, type ApiErrorParams } from '../contract/api-error-body';
import { HttpError } from '../http/http-error';

/** The API errors' words are `common`'s `errors`: `common:errors.<id>`. */
export const ERRORS_NAMESPACE = 'common';
export const ERRORS_KEY_PREFIX = 'errors';
// Read from the namespace's root even with a `t` that carries a keyPrefix of its page.
const IN_ERRORS = { ns: ERRORS_NAMESPACE, keyPrefix: '' } as const;
const UNFILLED = /\{\{[^}]*\}\}/;

export interface ApiErrorMessageOptions {
  /** Fill the message's placeholders (`max`, `hashtags`…), as the server did. */
  params?: ApiErrorParams;
  /** Said instead of "An unknown error occurred" when the server named no error. */
  fallback?: string;
}

/**
 * An error id in the reader's language. English carries only the platform's statuses (every page loads
 * it); for the others the English is the server's message, or `english` for an error the client found.
 */
export const translateApiError = (
  t: TFunction,
  id: ApiErrorId,
  params: ApiErrorParams = {},
  english?: string,
): string =>
  t(`${ERRORS_KEY_PREFIX}.${id}`, {
    ...params,
    ...IN_ERRORS,
    defaultValue: english ?? t(`${ERRORS_KEY_PREFIX}.server_error`, IN_ERRORS),
  });

/**
 * What to tell the reader about a failed request: the error id the server answered, translated (its
 * English is the server's own words, which the catalogue wrote); `server_error` in the server's words
 * (recognition §8); else the fallback, or "An unknown error occurred".
 */
export function apiErrorMessage(
  t: TFunction,
  error: unknown,
  { params, fallback }: ApiErrorMessageOptions = {},
): string {
  const body = error instanceof HttpError ? error.body : undefined;
  const id = apiErrorIdOf(body);
  const serverMessage = error instanceof HttpError ? error.serverMessage : undefined;
  const retryAfterSeconds = error instanceof HttpError ? error.retryAfterSeconds : undefined;
  // A refusal that says when to come back (429 `rate_limited`) fills its wait from `Retry-After`.
  const allParams = {
    ...apiErrorParamsOf(body),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    ...params,
  };
  if (id && id !== 'server_error') {
    const said = translateApiError(t, id, allParams, serverMessage || fallback);
    // A placeholder nothing filled (an older server sent no params) never reaches the reader: its English does.
    return serverMessage && UNFILLED.test(said) ? serverMessage : said;
  }
  return serverMessage || fallback || translateApiError(t, 'server_error');
}
