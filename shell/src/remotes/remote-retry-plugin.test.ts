/** @jest-environment node */
import { remoteRetryPlugin } from './remote-retry-plugin';

const options = { retryTimes: 1, retryDelayMs: 0 };
const manifest = () => new Response(JSON.stringify({ metaData: {} }), { status: 200 });
const htmlPage = () => new Response('<html>Bad gateway</html>', { status: 200 });

const hook = (name: 'fetch' | 'loadEntryError' | 'getModuleFactory') =>
  remoteRetryPlugin(options)[name] as unknown as (...args: unknown[]) => Promise<unknown>;

describe('remoteRetryPlugin', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('fetches a manifest again after a failed request and returns the good answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(manifest());
    const response = (await hook('fetch')('http://localhost/mf-manifest.json', {})) as Response;
    expect(await response.json()).toEqual({ metaData: {} });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries an error status and a page that is not JSON, then gives up with the last error', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 })).mockResolvedValueOnce(htmlPage());
    await expect(hook('fetch')('http://localhost/mf-manifest.json', {})).rejects.toThrow('is not valid JSON');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("loads a failed entry again after dropping the runtime's cached failure", async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, unknown> = { 'laurel_rewards:entry': Promise.resolve() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(entry);
    const recovered = await hook('loadEntryError')({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'laurel_rewards' },
      globalLoading,
      uniqueKey: 'laurel_rewards:entry',
    });
    expect(recovered).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).not.toHaveProperty('laurel_rewards:entry');
  });

  it('gets an exposed module again when its chunk failed once, and fails after the last retry', async () => {
    const factory = () => ({ default: {} });
    const get = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(factory);
    await expect(hook('getModuleFactory')({ remoteEntryExports: { get }, expose: './remote' })).resolves.toBe(factory);
    get.mockRejectedValue(new Error('ChunkLoadError'));
    await expect(hook('getModuleFactory')({ remoteEntryExports: { get }, expose: './remote' })).rejects.toThrow(
      'ChunkLoadError',
    );
    expect(get).toHaveBeenCalledTimes(4);
  });
});
