import { liteClient } from 'algoliasearch/lite';
import { clearSearchCache, searchGlobal } from './search-client';
import { getSearchKey } from './search-key';
import { recognitionHit, userHit } from './testing/render-with-search';

const mockProvider = {
  searchForHits: jest.fn(),
  clearCache: jest.fn(() => Promise.resolve()),
  setClientApiKey: jest.fn(),
};

jest.mock('algoliasearch/lite', () => ({ liteClient: jest.fn(() => mockProvider) }));
jest.mock('./search-key', () => ({ getSearchKey: jest.fn() }));

describe('search client', () => {
  it('asks both indexes on this origin with the cached key, and forgets cached answers on a new key', async () => {
    jest.mocked(getSearchKey).mockResolvedValue('key-1');
    mockProvider.searchForHits.mockResolvedValue({
      results: [{ hits: [userHit(1, 'Emma Employee')] }, { hits: [recognitionHit(7, 'Thanks')] }],
    });

    const results = await searchGlobal('emma', 50);

    expect(results.users[0]?.display_name).toBe('Emma Employee');
    expect(results.recognitions[0]?.id).toBe(7);
    expect(liteClient).toHaveBeenCalledWith(
      'laurel',
      'key-1',
      expect.objectContaining({
        hosts: [{ url: window.location.host, protocol: 'http', accept: 'read' }],
        timeouts: expect.objectContaining({ connect: expect.any(Number), read: expect.any(Number) }),
      }),
    );
    expect(mockProvider.searchForHits).toHaveBeenCalledWith({
      requests: [
        { indexName: 'users', query: 'emma', hitsPerPage: 50 },
        { indexName: 'recognitions', query: 'emma', hitsPerPage: 50 },
      ],
    });

    await searchGlobal('', 4);
    expect(mockProvider.clearCache).not.toHaveBeenCalled();

    jest.mocked(getSearchKey).mockResolvedValue('key-2');
    await searchGlobal('', 4);
    expect(mockProvider.clearCache).toHaveBeenCalledTimes(1);
    expect(mockProvider.setClientApiKey).toHaveBeenCalledWith({ apiKey: 'key-2' });
    expect(liteClient).toHaveBeenCalledTimes(1);

    await clearSearchCache();
    expect(mockProvider.clearCache).toHaveBeenCalledTimes(2);
  });

  it('fails when the key cannot be fetched', async () => {
    jest.mocked(getSearchKey).mockRejectedValue(new Error('HTTP error status: Unauthorized'));
    await expect(searchGlobal('emma', 50)).rejects.toThrow('Unauthorized');
  });
});
