export const HTTP_STATUS_LABELS = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
} as const;

export type KnownHttpStatus = keyof typeof HTTP_STATUS_LABELS;
export type HttpStatusLabel = (typeof HTTP_STATUS_LABELS)[KnownHttpStatus];

const UNKNOWN_STATUS: KnownHttpStatus = 500;

const isKnownStatus = (status: number): status is KnownHttpStatus => Object.hasOwn(HTTP_STATUS_LABELS, status);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export interface HttpErrorDetails {
  redirectUrl?: string;
  body?: unknown;
  retryAfterSeconds?: number;
}

type ResponseWithHeaders = Pick<Response, 'status' | 'text'> & { headers?: Pick<Headers, 'get'> };

/** `Retry-After` in seconds, whether sent as a number of seconds or as an HTTP date. */
export function retryAfterSecondsOf(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The error catalogue's HTTP error: any status outside the known list is reported as 500. */
export class HttpError extends Error {
  readonly status: KnownHttpStatus;
  readonly label: HttpStatusLabel;
  /** What the server actually answered, kept because e.g. a 422 is reported as 500. */
  readonly responseStatus: number;
  readonly redirectUrl?: string;
  readonly body?: unknown;
  /** How long the server asked us to wait before trying again (a 429's or a 503's `Retry-After`). */
  readonly retryAfterSeconds?: number;

  constructor(status: number, { redirectUrl, body, retryAfterSeconds }: HttpErrorDetails = {}) {
    const known = isKnownStatus(status) ? status : UNKNOWN_STATUS;
    const label = HTTP_STATUS_LABELS[known];
    super(`HTTP error status: ${label}`);
    this.name = 'HttpError';
    this.status = known;
    this.label = label;
    this.responseStatus = status;
    this.redirectUrl = redirectUrl;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The API answers `{ error, message }`; `message` is meant for people. */
  get serverMessage(): string | undefined {
    return isRecord(this.body) && typeof this.body.message === 'string' ? this.body.message : undefined;
  }

  isClientError(): boolean {
    return this.status >= 400 && this.status <= 499;
  }

  isServerError(): boolean {
    return this.status >= 500 && this.status <= 599;
  }

  isBadRequest(): boolean {
    return this.status === 400;
  }

  isUnauthorized(): boolean {
    return this.status === 401;
  }

  isForbidden(): boolean {
    return this.status === 403;
  }

  isNotFound(): boolean {
    return this.status === 404;
  }

  isConflict(): boolean {
    return this.status === 409;
  }

  /** Never throws: a body that cannot be read or parsed is kept as text or left out. */
  static async fromResponse(response: ResponseWithHeaders): Promise<HttpError> {
    const body = await readBody(response);
    const redirectUrl = isRecord(body) && typeof body.redirect_url === 'string' ? body.redirect_url : undefined;
    const retryAfterSeconds = retryAfterSecondsOf(response.headers?.get('Retry-After'));
    return new HttpError(response.status, { body, redirectUrl, retryAfterSeconds });
  }
}

async function readBody(response: Pick<Response, 'text'>): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
