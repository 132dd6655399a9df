import { createTestApi, TEST_SECRET } from '../testing/test-api';
import { SEARCH_KEY_TTL_MINUTES, signSearchKey, verifySearchKey } from './search-key';
import { APP_ID, search, searchKeyFor, userIdOf } from './search-test-helpers';

const INVALID_KEY = { message: 'Invalid Application-ID or API key', status: 403 };
const OTHER_SECRET = new TextEncoder().encode('another-secret-that-is-also-32-bytes-long!');
const MS_PER_MINUTE = 60_000;

describe('search keys', () => {
  it('issues a key scoped to the signed-in user and company, valid for an hour', async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    expect(verifySearchKey(key, TEST_SECRET)).toEqual({ company_id: 1, user_id: userIdOf(api.db, 'employee') });
    const justBeforeExpiry = Date.now() + (SEARCH_KEY_TTL_MINUTES - 1) * MS_PER_MINUTE;
    expect(verifySearchKey(key, TEST_SECRET, justBeforeExpiry)).not.toBeNull();
    expect(verifySearchKey(key, TEST_SECRET, Date.now() + SEARCH_KEY_TTL_MINUTES * MS_PER_MINUTE + 1)).toBeNull();
  });

  it('issues no key without a session', async () => {
    const { http } = createTestApi();
    await http.get('/api/v2/algolia_key_generator').expect(401);
  });

  it('refuses a query without a key', async () => {
    const api = createTestApi();
    const response = await api.http
      .post('/1/indexes/*/queries')
      .set('x-algolia-application-id', APP_ID)
      .send({ requests: [{ indexName: 'users', query: '' }] })
      .expect(403);
    expect(response.body).toEqual(INVALID_KEY);
  });

  it('refuses a key signed with another secret, a tampered key and an expired key', async () => {
    const api = createTestApi();
    const scope = { company_id: 1, user_id: 1 };
    const forged = signSearchKey(scope, OTHER_SECRET);
    const [, signature] = signSearchKey(scope, TEST_SECRET).split('.');
    const widened = `${Buffer.from(JSON.stringify({ ...scope, company_id: 2, valid_until_ms: Date.now() + MS_PER_MINUTE })).toString('base64url')}.${signature}`;
    const expired = signSearchKey(scope, TEST_SECRET, Date.now() - (SEARCH_KEY_TTL_MINUTES + 1) * MS_PER_MINUTE);
    for (const key of [forged, widened, expired, 'not-a-key']) {
      const response = await search(api, key, [{ indexName: 'users', query: '' }]).expect(403);
      expect(response.body).toEqual(INVALID_KEY);
    }
  });

  it('refuses a query without an application id', async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    await api.http
      .post('/1/indexes/*/queries')
      .set('x-algolia-api-key', key)
      .send({ requests: [{ indexName: 'users', query: '' }] })
      .expect(403, INVALID_KEY);
  });

  it('stops honouring the key of a user who was deactivated', async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    api.db.users.find((user) => user.persona === 'employee')!.status = 'deactivated';
    await search(api, key, [{ indexName: 'users', query: '' }]).expect(403, INVALID_KEY);
  });
});
