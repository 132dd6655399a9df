import { createTokenCache } from './token-cache';

describe('createTokenCache', () => {
  it('asks once and keeps the token 4.5 minutes, then asks again', async () => {
    let clock = 0;
    const fetchToken = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const cache = createTokenCache(fetchToken, () => clock);
    expect(await cache.get()).toBe('first');
    clock = 269_999;
    expect(await cache.get()).toBe('first');
    clock = 270_000;
    expect(await cache.get()).toBe('second');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('shares one request between callers at once, and retries after a failure', async () => {
    const fetchToken = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('token');
    const cache = createTokenCache(fetchToken, () => 0);
    const [first, second] = await Promise.allSettled([cache.get(), cache.get()]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(await cache.get()).toBe('token');
  });

  it('forgets a token on clear', async () => {
    const fetchToken = jest.fn().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    const cache = createTokenCache(fetchToken, () => 0);
    await cache.get();
    cache.clear();
    expect(await cache.get()).toBe('new');
  });
});
