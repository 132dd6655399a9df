import { v2Client } from '@laurel/shared';
import { createSearchKeyCache, getSearchKey } from './search-key';
import { SEARCH_KEY_CACHE_MS } from './search-constants';

describe('search key', () => {
  it('is fetched once and reused for 55 minutes, then fetched again', async () => {
    let now = 1_000;
    const fetchKey = jest.fn().mockResolvedValueOnce({ key: 'first' }).mockResolvedValueOnce({ key: 'second' });
    const cache = createSearchKeyCache(fetchKey, () => now);
    expect(await cache.get()).toBe('first');
    now += SEARCH_KEY_CACHE_MS - 1;
    expect(await cache.get()).toBe('first');
    expect(fetchKey).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await cache.get()).toBe('second');
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('shares one fetch between concurrent callers and does not keep a failure', async () => {
    const fetchKey = jest
      .fn()
      .mockRejectedValueOnce(new Error('HTTP error status: Forbidden'))
      .mockResolvedValue({ key: 'k' });
    const cache = createSearchKeyCache(fetchKey);
    const both = [cache.get(), cache.get()];
    await expect(both[0]).rejects.toThrow('Forbidden');
    await expect(both[1]).rejects.toThrow('Forbidden');
    expect(await cache.get()).toBe('k');
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('fetches the key from the v2 client at /algolia_key_generator', async () => {
    const get = jest.spyOn(v2Client, 'get').mockResolvedValue({ key: 'from-api' });
    expect(await getSearchKey()).toBe('from-api');
    expect(get).toHaveBeenCalledWith('/algolia_key_generator');
    get.mockRestore();
  });
});
