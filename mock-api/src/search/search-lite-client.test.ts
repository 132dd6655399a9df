import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { liteClient } from 'algoliasearch/lite';
import { createTestApi } from '../testing/test-api';
import type { UserHit } from './search-hits';
import { APP_ID, searchKeyFor } from './search-test-helpers';

describe('the search provider’s own lite client', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('searches both indexes of the mock API and is refused with a bad key', async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    server = api.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const hosts = [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'read' as const }];

    const client = liteClient(APP_ID, key, { hosts });
    const { results } = await client.searchForHits<UserHit>({
      requests: [
        { indexName: 'users', query: 'emma', hitsPerPage: 4 },
        { indexName: 'recognitions', query: '', hitsPerPage: 4 },
      ],
    });
    expect(results[0]!.hits[0]).toMatchObject({ display_name: 'Emma Employee' });
    expect(results[1]!.hits).toHaveLength(4);

    const refused = liteClient(APP_ID, 'forged.key', { hosts });
    await expect(refused.searchForHits({ requests: [{ indexName: 'users', query: '' }] })).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
  });
});
