import { HttpError } from './http-error';
import { toQueryString, type QueryParams } from './query-string';
import { READ_TIMEOUT_MS, withTimeout } from './request-timeout';
import { csrfHeaders, KEY_INFLECTION_HEADER, SOURCE_HEADER, SOURCE_INTERNAL } from './request-headers';

export type ResponseLike = Pick<Response, 'status' | 'ok' | 'text'> & { headers?: Pick<Headers, 'get'> };
export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientConfig {
  /** Prefixed to the base path; the same origin when left out. */
  origin?: string;
  getToken: () => Promise<string | null> | string | null;
  /** Called with every 401 before the error is rethrown to the caller. */
  onUnauthorized: (error: HttpError) => void;
  fetch?: FetchLike;
  /** A read (GET) with no complete answer by then fails with RequestTimeoutError; writes are never cut off. */
  readTimeoutMs?: number;
}

export interface RequestOptions {
  params?: QueryParams;
  inflect?: 'camel';
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /** A public read (the shared nomination page): sent without asking for a session, so nobody is sent to sign in. */
  signedOut?: boolean;
}

const browserFetch: FetchLike = (url, init) => fetch(url, init);

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

/** One API base path on the main origin; every call carries the session and the anti-forgery token. */
export class HttpClient {
  private config: HttpClientConfig | null = null;

  constructor(
    readonly name: string,
    readonly basePath: string,
  ) {}

  init(config: HttpClientConfig): void {
    this.config = config;
  }

  get isInitialized(): boolean {
    return this.config !== null;
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }

  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, body, options);
  }

  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, body, options);
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, undefined, options);
  }

  /** The full address of `path`, with `params` appended to any query it already has. */
  url(path: string, params?: QueryParams): string {
    const origin = (this.requireConfig().origin ?? '').replace(/\/+$/, '');
    const base = this.basePath.replace(/\/+$/, '');
    const query = toQueryString(params);
    const target = `${origin}${base}/${path.replace(/^\/+/, '')}`;
    if (!query) return target;
    return `${target}${target.includes('?') ? '&' : '?'}${query}`;
  }

  private requireConfig(): HttpClientConfig {
    if (!this.config) throw new Error(`HttpClient ${this.name} is not initialized`);
    return this.config;
  }

  private async request<T>(method: HttpMethod, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const config = this.requireConfig();
    try {
      return await this.send<T>(config, method, path, body, options);
    } catch (error) {
      if (error instanceof HttpError && error.isUnauthorized() && !options.signedOut) config.onUnauthorized(error);
      throw error;
    }
  }

  private async send<T>(
    config: HttpClientConfig,
    method: HttpMethod,
    path: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<T> {
    const token = options.signedOut ? null : await config.getToken();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [SOURCE_HEADER]: SOURCE_INTERNAL,
      ...csrfHeaders(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(options.inflect === 'camel' ? { [KEY_INFLECTION_HEADER]: 'camel' } : {}),
      ...options.headers,
    };
    const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
    if (isFormData(body)) init.body = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const url = this.url(path, options.params);
    const fetchImpl = config.fetch ?? browserFetch;
    if (method !== 'GET') return readAnswer<T>(await fetchImpl(url, init));
    // A hung read would leave its panel loading for ever: give up and let the panel offer a retry.
    return withTimeout(config.readTimeoutMs ?? READ_TIMEOUT_MS, options.signal, async (signal) =>
      readAnswer<T>(await fetchImpl(url, { ...init, signal })),
    );
  }
}

async function readAnswer<T>(response: ResponseLike): Promise<T> {
  if (!response.ok) throw await HttpError.fromResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
