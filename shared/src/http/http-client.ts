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

/** How long a preloaded answer waits for the read it was started for; a later read asks afresh. */
export const PRELOAD_KEPT_MS = 10_000;

const browserFetch: FetchLike = (url, init) => fetch(url, init);

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

/** One API base path on the main origin; every call carries the session and the anti-forgery token. */
export class HttpClient {
  private config: HttpClientConfig | null = null;
  private preloaded = new Map<string, { answer: Promise<unknown>; at: number }>();

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

  /**
   * Starts a read that a page will make once its code has arrived (the home feed while its remote loads),
   * so the answer travels beside the code instead of after it. The page's own identical `get` takes this
   * answer, once, or its failure, reported as its own would be.
   */
  preload(path: string, params?: QueryParams): void {
    const answer = this.send(this.requireConfig(), 'GET', path, undefined, { params });
    answer.catch(() => undefined); // nobody may come for it
    this.preloaded.set(this.url(path, params), { answer, at: Date.now() });
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
      return await (this.takePreloaded<T>(method, path, options) ?? this.send<T>(config, method, path, body, options));
    } catch (error) {
      if (error instanceof HttpError && error.isUnauthorized() && !options.signedOut) config.onUnauthorized(error);
      throw error;
    }
  }

  private takePreloaded<T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T> | undefined {
    const asked = options.inflect || options.headers || options.signedOut || options.signal;
    if (method !== 'GET' || this.preloaded.size === 0 || asked) {
      return undefined;
    }
    const url = this.url(path, options.params);
    const preloaded = this.preloaded.get(url);
    this.preloaded.delete(url);
    if (!preloaded || Date.now() - preloaded.at > PRELOAD_KEPT_MS) return undefined;
    return preloaded.answer as Promise<T>;
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
