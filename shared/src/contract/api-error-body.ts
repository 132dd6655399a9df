import type { ApiErrorId } from './api-errors';

export type ApiErrorParams = Readonly<Record<string, string | number>>;

/** What an API error answers; `errors` lists every problem when there are several (recognition §5). */
export interface ApiErrorBody {
  error: ApiErrorId;
  message: string;
  errors?: readonly ApiErrorId[];
  /** What filled the message's placeholders, for its translation. */
  params?: ApiErrorParams;
}

/** The params a response body carries for its message, when it carries any. */
export const apiErrorParamsOf = (body: unknown): ApiErrorParams => {
  const params = typeof body === 'object' && body !== null ? (body as { params?: unknown }).params : undefined;
  return typeof params === 'object' && params !== null ? (params as ApiErrorParams) : {};
};

// The shape of the catalogue's ids. Every page carries this check, not the catalogue: a newer server's id
// is still read as an id, and its English comes with the answer (see apiErrorMessage).
const ERROR_ID = /^[a-z][a-z0-9_]*$/;

/** The error id of a response body, when it names one. */
export const apiErrorIdOf = (body: unknown): ApiErrorId | undefined => {
  const id = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof id === 'string' && ERROR_ID.test(id) ? (id as ApiErrorId) : undefined;
};
