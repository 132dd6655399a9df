import { dataLayerClient, HTTP_CLIENTS, initHttpClients, rewardsCatalogClient, v1Client, v2Client } from './clients';
import { HttpClient, PRELOAD_KEPT_MS, type FetchLike, type HttpClientConfig, type ResponseLike } from './http-client';
import { HttpError } from './http-error';
import { RequestTimeoutError } from './request-timeout';

const respond = (status: number, body?: unknown): ResponseLike => ({
  status,
  ok: status >= 200 && status < 300,
  text: async () => (body === undefined ? '' : JSON.stringify(body)),
});

function setup(config: Partial<HttpClientConfig> = {}, response = respond(200, { result: 'ok' })) {
  const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>().mockResolvedValue(response);
  const onUnauthorized = jest.fn();
  const client = new HttpClient('v2', '/api/v2');
  client.init({ getToken: async () => 'token-1', onUnauthorized, fetch, ...config });
  const call = (index = 0) => {
    const [url, init] = fetch.mock.calls[index] ?? ['', {}];
    return { url, init, headers: (init.headers ?? {}) as Record<string, string> };
  };
  return { client, fetch, onUnauthorized, call };
}

describe('HttpClient', () => {
  afterEach(() => {
    document.cookie = 'CSRF-TOKEN=; Max-Age=0';
  });

  it('refuses to work before it is initialized', async () => {
    const client = new HttpClient('v1', '/api/v1');
    await expect(client.get('/profile/user')).rejects.toThrow(new Error('HttpClient v1 is not initialized'));
  });

  it('sends the bearer token, the source header, credentials and JSON accept', async () => {
    const { client, call } = setup();
    await expect(client.get('/profile/user?view=profile')).resolves.toEqual({ result: 'ok' });
    const { url, init, headers } = call();
    expect(url).toBe('/api/v2/profile/user?view=profile');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer token-1',
      'X-Laurel-Source': 'internal',
    });
  });

  it('leaves the Authorization header out when there is no token', async () => {
    const { client, call } = setup({ getToken: () => null });
    await client.get('/spoofing');
    expect(call().headers).not.toHaveProperty('Authorization');
  });

  it('copies the anti-forgery cookie into the X-CSRF-TOKEN header', async () => {
    document.cookie = 'CSRF-TOKEN=abc%2B1%3D';
    const { client, call } = setup();
    await client.patch('super_admin/toggle_controls');
    expect(call().headers['X-CSRF-TOKEN']).toBe('abc+1=');
  });

  it('asks for camel-case keys only when told to', async () => {
    const { client, call } = setup();
    await client.get('/a', { inflect: 'camel' });
    await client.get('/b');
    expect(call(0).headers['X-Key-Inflection']).toBe('camel');
    expect(call(1).headers).not.toHaveProperty('X-Key-Inflection');
  });

  it('writes array parameters in bracket form and skips empty values', async () => {
    const { client, call } = setup();
    await client.get('/users', { params: { ids: [1, 2], q: 'Ana Lía', page: 2, role: undefined, group: null } });
    await client.get('/profile/user?view=profile', { params: { tags: ['a&b'] } });
    expect(call(0).url).toBe('/api/v2/users?ids[]=1&ids[]=2&q=Ana%20L%C3%ADa&page=2');
    expect(call(1).url).toBe('/api/v2/profile/user?view=profile&tags[]=a%26b');
  });

  it('sends JSON bodies, and form data as it is', async () => {
    const { client, call } = setup();
    await client.post('/bonuses', { bonus: { reason: '+10 @ana thanks' } });
    expect(call(0).init).toMatchObject({ method: 'POST', body: '{"bonus":{"reason":"+10 @ana thanks"}}' });
    expect(call(0).headers['Content-Type']).toBe('application/json');

    const form = new FormData();
    form.append('title', 'Hello');
    await client.put('/announcements/announcements/1', form);
    expect(call(1).init.body).toBe(form);
    expect(call(1).headers).not.toHaveProperty('Content-Type');
  });

  it('prefixes the origin and passes the abort signal', async () => {
    const { client, call } = setup({ origin: 'https://app.laurel.test/' });
    const controller = new AbortController();
    await client.delete('/bookmarks/4', { signal: controller.signal });
    expect(call().url).toBe('https://app.laurel.test/api/v2/bookmarks/4');
    expect(call().init).toMatchObject({ method: 'DELETE', signal: controller.signal });
  });

  it('answers undefined for 204 No Content', async () => {
    const { client } = setup({}, respond(204));
    await expect(client.patch('/admin/reports/report_files/9', { downloaded: true })).resolves.toBeUndefined();
  });

  it('hands every 401 to the unauthorized handler and rethrows it', async () => {
    const { client, onUnauthorized } = setup({}, respond(401, { error: 'unauthorized', message: 'Sign in' }));
    const failure = client.get('/profile/user').catch((error: unknown) => error);
    const error = await failure;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, serverMessage: 'Sign in' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('treats a 401 while getting the token like a 401 answer', async () => {
    const noSession = new HttpError(401);
    const { client, fetch, onUnauthorized } = setup({ getToken: () => Promise.reject(noSession) });
    await expect(client.get('/profile/user')).rejects.toBe(noSession);
    expect(onUnauthorized).toHaveBeenCalledWith(noSession);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a signed-out read without asking for a session, and leaves its 401 to the caller', async () => {
    const getToken = jest.fn(() => Promise.reject(new HttpError(401)));
    const { client, call, onUnauthorized } = setup({ getToken }, respond(401));
    await expect(client.get('/public/nomination_periods/1', { signedOut: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(getToken).not.toHaveBeenCalled();
    expect(call().headers).not.toHaveProperty('Authorization');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('throws other failures as HttpError without calling the unauthorized handler', async () => {
    const { client, onUnauthorized } = setup({}, respond(403, { error: 'forbidden', message: 'Admins only' }));
    await expect(client.get('/admin')).rejects.toMatchObject({ status: 403, message: 'HTTP error status: Forbidden' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives up on a read with no answer after its time-out, but never cuts a write off', async () => {
    jest.useFakeTimers();
    try {
      const hang: FetchLike = (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
        );
      const fetch = jest.fn(hang);
      const client = new HttpClient('v2', '/api/v2');
      client.init({ getToken: () => 'token-1', onUnauthorized: jest.fn(), fetch, readTimeoutMs: 1_000 });

      const read = client.get('/bonuses');
      const outcome = expect(read).rejects.toEqual(new RequestTimeoutError(1_000));
      await jest.advanceTimersByTimeAsync(1_000);
      await outcome;

      let written = false;
      void client.post('/bonuses', {}).finally(() => (written = true));
      await jest.advanceTimersByTimeAsync(60_000);
      expect(written).toBe(false);
      expect(fetch.mock.calls[1]?.[1].signal).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes the caller’s abort on to a read', async () => {
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
        ),
    );
    const client = new HttpClient('v2', '/api/v2');
    client.init({ getToken: () => 'token-1', onUnauthorized: jest.fn(), fetch });
    const controller = new AbortController();
    const read = client.get('/bonuses', { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(read).rejects.toBeInstanceOf(DOMException);
  });
});

describe('HttpClient.preload', () => {
  afterEach(() => jest.useRealTimers());

  it("answers the page's identical read with the preloaded answer, once", async () => {
    const { client, fetch } = setup();
    client.preload('bonus_feeds', { page: 1, per_page: 20 });
    await expect(client.get('bonus_feeds', { params: { page: 1, per_page: 20 } })).resolves.toEqual({ result: 'ok' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await client.get('bonus_feeds', { params: { page: 1, per_page: 20 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves other reads, and reads asked in another form, to ask for themselves', async () => {
    const { client, fetch, call } = setup();
    client.preload('bonus_feeds', { page: 1, per_page: 20 });
    await client.get('bonus_feeds', { params: { page: 2, per_page: 20 } });
    await client.get('bonus_feeds', { params: { page: 1, per_page: 20 }, inflect: 'camel' });
    await client.get('bonus_feeds', { params: { page: 1, per_page: 20 }, signal: new AbortController().signal });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(call(1).url).toBe('/api/v2/bonus_feeds?page=2&per_page=20');
  });

  it('reports a preloaded 401 to the unauthorized handler when the page takes it, not before', async () => {
    const { client, onUnauthorized } = setup({}, respond(401, { error: 'unauthorized', message: 'Sign in' }));
    client.preload('bonus_feeds');
    await new Promise((resolve) => setTimeout(resolve, 0)); // the preload's 401 has come back
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(client.get('bonus_feeds')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it(`asks afresh when the page comes more than ${PRELOAD_KEPT_MS} ms after the preload`, async () => {
    jest.useFakeTimers();
    const { client, fetch } = setup();
    client.preload('bonus_feeds');
    jest.advanceTimersByTime(PRELOAD_KEPT_MS + 1);
    await client.get('bonus_feeds');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('the four clients', () => {
  it('live on the spec base paths and are initialized together', async () => {
    expect(HTTP_CLIENTS.map((client) => client.basePath)).toEqual([
      '/api/v1/data_layer',
      '/api/v1/rewards_catalog_service/api/v1',
      '/api/v1',
      '/api/v2',
    ]);
    expect(HTTP_CLIENTS.some((client) => client.isInitialized)).toBe(false);
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>().mockResolvedValue(respond(200, {}));
    initHttpClients({ getToken: () => 'token-1', onUnauthorized: jest.fn(), fetch });
    expect(HTTP_CLIENTS.every((client) => client.isInitialized)).toBe(true);
    await Promise.all([dataLayerClient, rewardsCatalogClient, v1Client, v2Client].map((client) => client.get('/x')));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/data_layer/x',
      '/api/v1/rewards_catalog_service/api/v1/x',
      '/api/v1/x',
      '/api/v2/x',
    ]);
  });
});
