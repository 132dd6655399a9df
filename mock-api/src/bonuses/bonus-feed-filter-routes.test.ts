import { byId } from '../db/store';
import { canSeeBonus } from './bonus-visibility';
import { createTestApi, signInAs } from '../testing/test-api';
import { userBy } from '../testing/give';

type Api = ReturnType<typeof createTestApi>;
interface FeedRow {
  id: number;
  giver_id: number;
  receiver_ids: number[];
  hashtags: string[];
}

const feedAs = async (api: Api, persona: string, query: string) => {
  const { authorization } = await signInAs(api.http, persona);
  return api.http.get(`/api/v2/bonus_feeds?per_page=100&${query}`).set('Authorization', authorization);
};

describe('GET /api/v2/bonus_feeds filtered for a person’s or a hashtag’s page', () => {
  it('answers only what was received by, given by, or tagged with what was asked, and only what the reader may see', async () => {
    const api = createTestApi();
    const reader = userBy(api.db, 'employee');
    const manager = userBy(api.db, 'manager');
    const people = byId(api.db.users);
    const cases: [string, (row: FeedRow) => boolean][] = [
      [`receiver_id=${manager.id}`, (row) => row.receiver_ids.includes(manager.id)],
      [`giver_id=${manager.id}`, (row) => row.giver_id === manager.id],
      ['hashtag=ownit', (row) => row.hashtags.includes('OwnIt')],
      [
        `receiver_id=${manager.id}&hashtag=OwnIt`,
        (row) => row.receiver_ids.includes(manager.id) && row.hashtags.includes('OwnIt'),
      ],
    ];
    for (const [query, wanted] of cases) {
      const response = await feedAs(api, 'employee', query);
      expect(response.status).toBe(200);
      const rows = response.body.result as FeedRow[];
      const expected = api.db.bonuses.filter((bonus) => canSeeBonus(reader, bonus, people) && wanted(bonus));
      expect({ query, ids: rows.map((row) => row.id).sort() }).toEqual({
        query,
        ids: expected
          .slice(-100)
          .map((bonus) => bonus.id)
          .sort(),
      });
      expect(response.body.meta.totalCount).toBe(expected.length);
    }
  });

  it('leaves out a private recognition of the person for a reader who is not part of it', async () => {
    const api = createTestApi();
    const hidden = api.db.bonuses.find(
      (bonus) =>
        bonus.company_id === 1 &&
        bonus.privacy === 'privately_visible' &&
        !canSeeBonus(userBy(api.db, 'employee'), bonus, byId(api.db.users)),
    )!;
    const receiver = hidden.receiver_ids[0]!;
    const response = await feedAs(api, 'employee', `receiver_id=${receiver}`);
    expect((response.body.result as FeedRow[]).map((row) => row.id)).not.toContain(hidden.id);
  });

  it('refuses a filter that is not an id or a hashtag with a 400 and a message', async () => {
    const api = createTestApi();
    for (const query of [
      'receiver_id=abc',
      'giver_id=-1',
      'receiver_id=1&receiver_id=2',
      'hashtag=%3Cscript%3E',
      'hashtag=',
    ]) {
      const response = await feedAs(api, 'employee', query);
      expect({ query, status: response.status, error: response.body.error }).toEqual({
        query,
        status: 400,
        error: 'bad_request',
      });
      expect(response.body.message).toBe('The request was not understood');
    }
  });
});
