import { createTestApi } from '../testing/test-api';
import type { RecognitionHit, UserHit } from './search-hits';
import { addBonus, APP_ID, search, searchKeyFor, userIdOf } from './search-test-helpers';
import { markSearchDirty } from './search-index';

const ids = (hits: { objectID: string }[]) => hits.map((hit) => hit.objectID);

describe('search queries', () => {
  it('honours 4 hits per page without a query and 50 with one', async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    const { body } = await search(api, key, [
      { indexName: 'users', query: '', hitsPerPage: 4 },
      { indexName: 'recognitions', query: '', hitsPerPage: 4 },
      { indexName: 'users', query: 'laurel', hitsPerPage: 50 },
      { indexName: 'recognitions', query: 'e', hitsPerPage: 50, page: 1 },
    ]).expect(200);
    const [users, recognitions, usersByDomain, recognitionsPage2] = body.results;
    expect(users).toMatchObject({ index: 'users', page: 0, hitsPerPage: 4, exhaustiveNbHits: true, params: '' });
    expect(users.hits).toHaveLength(4);
    expect(users.nbPages).toBe(Math.ceil(users.nbHits / 4));
    expect(recognitions.hits).toHaveLength(4);
    expect(usersByDomain.hits).toHaveLength(50);
    expect(usersByDomain.nbHits).toBeGreaterThan(50);
    expect(recognitionsPage2).toMatchObject({ page: 1, hitsPerPage: 50, query: 'e' });
  });

  it('answers user hits with the fields of the spec, by name', async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    const { body } = await search(api, key, [{ indexName: 'users', query: 'EMMA employee' }]).expect(200);
    const [first] = body.results[0].hits as UserHit[];
    expect(first).toMatchObject({
      objectID: String(userIdOf(api.db, 'employee')),
      display_name: 'Emma Employee',
      slug: expect.any(String),
      profile_pic: null,
      custom_properties: { department: 'Engineering', location: expect.any(String) },
    });
    expect(first!.last_recognition === null || Array.isArray(first!.last_recognition.receivers)).toBe(true);
  });

  it('ranks more matched words first, then recognitions newest first', async () => {
    const api = createTestApi();
    const giver = userIdOf(api.db, 'employee');
    const receiver = userIdOf(api.db, 'manager');
    const older = addBonus(api.db, {
      giver_id: giver,
      receiver_ids: [receiver],
      reason: 'Quokka work',
      created_at: '2026-01-01T00:00:00Z',
    });
    const newer = addBonus(api.db, { giver_id: giver, receiver_ids: [receiver], reason: 'Quokka help' });
    const both = addBonus(api.db, {
      giver_id: giver,
      receiver_ids: [receiver],
      reason: 'Quokka wombat',
      created_at: '2025-01-01T00:00:00Z',
    });
    const key = await searchKeyFor(api, 'employee');
    const { body } = await search(api, key, [{ indexName: 'recognitions', query: 'quokka wombat' }]).expect(200);
    expect(ids(body.results[0].hits)).toEqual([both, newer, older].map((bonus) => String(bonus.id)));
  });

  it('finds a new recognition by a word of its reason, accents ignored, with giver and receivers', async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    await search(api, key, [{ indexName: 'recognitions', query: 'zeppelin' }]).expect(200);
    const bonus = addBonus(api.db, {
      giver_id: userIdOf(api.db, 'manager'),
      receiver_ids: [userIdOf(api.db, 'employee')],
      reason: '+10 for the Zéppelin launch',
    });
    const { body } = await search(api, key, [{ indexName: 'recognitions', query: 'zeppel' }]).expect(200);
    const hits = body.results[0].hits as RecognitionHit[];
    expect(hits).toHaveLength(1);
    expect(hits[0]).toEqual({
      objectID: String(bonus.id),
      id: bonus.id,
      reason: bonus.reason,
      giver: { id: bonus.giver_id, slug: expect.any(String), display_name: 'Mateo Manager' },
      receivers: [{ id: bonus.receiver_ids[0], slug: expect.any(String), display_name: 'Emma Employee' }],
      created_at: bonus.created_at,
    });
  });

  it('leaves out users once deactivated', async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    const colleague = api.db.users.find((user) => user.company_id === 1 && !user.persona)!;
    const query = [{ indexName: 'users' as const, query: colleague.display_name, hitsPerPage: 50 }];
    const before = await search(api, key, query).expect(200);
    expect(ids(before.body.results[0].hits)).toContain(String(colleague.id));
    colleague.status = 'deactivated';
    markSearchDirty();
    const after = await search(api, key, query).expect(200);
    expect(ids(after.body.results[0].hits)).not.toContain(String(colleague.id));
  });

  it("never answers another company's users or recognitions", async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'tier_one_user');
    const { body } = await search(api, key, [
      { indexName: 'users', query: '', hitsPerPage: 1000 },
      { indexName: 'recognitions', query: '', hitsPerPage: 1000 },
      { indexName: 'users', query: 'Emma Employee' },
    ]).expect(200);
    const companyOf = (id: string | number) => api.db.users.find((user) => user.id === Number(id))!.company_id;
    expect(body.results[0].hits.length).toBeGreaterThan(0);
    for (const hit of body.results[0].hits as UserHit[]) expect(companyOf(hit.objectID)).toBe(3);
    for (const hit of body.results[1].hits as RecognitionHit[]) expect(companyOf(hit.giver.id)).toBe(3);
    expect(ids(body.results[2].hits)).not.toContain(String(userIdOf(api.db, 'employee')));
  });

  it("hides others' private recognitions, also as a user's last recognition, but not one's own", async () => {
    const api = createTestApi();
    const bonus = addBonus(api.db, {
      giver_id: userIdOf(api.db, 'manager'),
      receiver_ids: [userIdOf(api.db, 'company_admin')],
      reason: 'Confidential narwhal',
      privacy: 'privately_visible',
    });
    const queries = [
      { indexName: 'recognitions' as const, query: 'narwhal' },
      { indexName: 'users' as const, query: 'Mateo Manager' },
    ];
    const outsider = await search(api, await searchKeyFor(api, 'employee'), queries).expect(200);
    expect(outsider.body.results[0].hits).toEqual([]);
    expect((outsider.body.results[1].hits as UserHit[])[0]!.last_recognition?.id).not.toBe(bonus.id);
    const giver = await search(api, await searchKeyFor(api, 'manager'), queries).expect(200);
    expect(ids(giver.body.results[0].hits)).toEqual([String(bonus.id)]);
    expect((giver.body.results[1].hits as UserHit[])[0]!.last_recognition?.id).toBe(bonus.id);
  });

  it("shows an immediate-team recognition to the receiver's manager, as the feed does, and not to others", async () => {
    const api = createTestApi();
    const emma = api.db.users.find((user) => user.persona === 'employee')!;
    const outsider = api.db.users.find((user) => user.persona === 'global_admin')!;
    outsider.manager_id = null;
    addBonus(api.db, {
      giver_id: userIdOf(api.db, 'finance_admin'),
      receiver_ids: [emma.id],
      reason: 'Quiet platypus',
      privacy: 'immediate_team',
    });
    const query = [{ indexName: 'recognitions' as const, query: 'platypus' }];
    const manager = await search(api, await searchKeyFor(api, 'manager'), query).expect(200);
    expect(manager.body.results[0].hits).toHaveLength(1);
    const other = await search(api, await searchKeyFor(api, 'global_admin'), query).expect(200);
    expect(other.body.results[0].hits).toEqual([]);
  });

  it("takes the browser client's text/plain body with credentials in the query", async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    const response = await api.http
      .post(`/1/indexes/*/queries?x-algolia-api-key=${encodeURIComponent(key)}&x-algolia-application-id=${APP_ID}`)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ requests: [{ indexName: 'users', query: 'emma', hitsPerPage: 4 }] }))
      .expect(200);
    expect(response.body.results[0].hits.length).toBeGreaterThan(0);
  });

  it('answers 400 to a body that is not a search request', async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    await search(api, key, [{ indexName: 'secrets' as 'users', query: '' }]).expect(400);
    await api.http
      .post(`/1/indexes/*/queries?x-algolia-api-key=${encodeURIComponent(key)}&x-algolia-application-id=${APP_ID}`)
      .set('Content-Type', 'text/plain')
      .send('{not json')
      .expect(400, { message: 'Invalid search request', status: 400 });
  });
});
