import { createTestApi, signInAs } from '../testing/test-api';
import { give } from '../testing/give';
import type { RecognitionHit, UserHit } from './search-hits';
import { search, searchKeyFor } from './search-test-helpers';

type Api = ReturnType<typeof createTestApi>;

const reasonsFound = async (api: Api, key: string, query: string) => {
  const { body } = await search(api, key, [{ indexName: 'recognitions', query }]).expect(200);
  return (body.results[0].hits as RecognitionHit[]).map((hit) => hit.reason);
};

describe('search index kept up to date', () => {
  it('finds each recognition as soon as it is given, the newest first', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const key = await searchKeyFor(api, 'employee');
    const given: string[] = [];
    for (const word of ['zeppelin', 'zeppelins', 'zeppelinic']) {
      const reason = `+1 @mateo-manager-2 for the ${word} prototype #OwnIt`;
      expect((await give(api, authorization, { reason })).status).toBe(201);
      given.unshift(reason);
      expect(await reasonsFound(api, key, 'zeppelin')).toEqual(given);
    }
    const { body } = await search(api, key, [{ indexName: 'users', query: 'mateo manager' }]).expect(200);
    expect((body.results[0].hits as UserHit[])[0]!.last_recognition!.reason).toBe(given[0]);
  });

  it('places a recognition dated earlier than the newest where its date puts it', async () => {
    const api = createTestApi();
    const key = await searchKeyFor(api, 'employee');
    await reasonsFound(api, key, '');
    const [older, newer] = [api.db.bonuses[0]!, api.db.bonuses.at(-1)!];
    const backdated = {
      ...older,
      id: newer.id + 1,
      reason: '+5 @mateo-manager-2 the backdated airship #OwnIt',
      privacy: 'publicly_visible' as const,
    };
    api.db.bonuses.push(backdated);
    expect(await reasonsFound(api, key, 'airship')).toEqual([backdated.reason]);
    const { body } = await search(api, key, [{ indexName: 'recognitions', query: '', hitsPerPage: 1 }]).expect(200);
    expect(body.results[0].hits[0].id).not.toBe(backdated.id);
  });
});
