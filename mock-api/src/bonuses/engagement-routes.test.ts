import type { Database } from '../db/types';
import { createTestApi, signInAs } from '../testing/test-api';

const publicBonusOf = (db: Database) =>
  db.bonuses.find((bonus) => bonus.company_id === 1 && bonus.privacy === 'publicly_visible')!;

describe('reactions', () => {
  it('adds a reaction once, counts it in the feed and removes it', async () => {
    const api = createTestApi();
    const bonus = publicBonusOf(api.db);
    const { authorization } = await signInAs(api.http, 'employee');
    const react = () =>
      api.http.post(`/api/v2/bonuses/${bonus.id}/reactions`).set('Authorization', authorization).send({ emoji: '🎉' });
    expect((await react()).status).toBe(201);
    expect((await react()).status).toBe(200);
    const read = async () =>
      (await api.http.get(`/api/v2/bonuses/${bonus.id}`).set('Authorization', authorization).expect(200)).body.result;
    const before = await read();
    expect(before.my_reactions).toEqual(['🎉']);
    await api.http
      .delete(`/api/v2/bonuses/${bonus.id}/reactions/${encodeURIComponent('🎉')}`)
      .set('Authorization', authorization)
      .expect(204);
    const after = await read();
    expect(after.my_reactions).toEqual([]);
    expect(after.reaction_counts['🎉'] ?? 0).toBe(before.reaction_counts['🎉'] - 1);
  });

  it('accepts one emoji only, and nothing on a recognition the reader may not see', async () => {
    const api = createTestApi();
    const bonus = publicBonusOf(api.db);
    const { authorization } = await signInAs(api.http, 'employee');
    await api.http
      .post(`/api/v2/bonuses/${bonus.id}/reactions`)
      .set('Authorization', authorization)
      .send({ emoji: '<b>' })
      .expect(422);
    const outsider = await signInAs(api.http, 'free_user');
    await api.http
      .post(`/api/v2/bonuses/${bonus.id}/reactions`)
      .set('Authorization', outsider.authorization)
      .send({ emoji: '🎉' })
      .expect(404);
  });
});

describe('comments', () => {
  it('adds a comment with its author and lists comments oldest first', async () => {
    const api = createTestApi();
    const bonus = publicBonusOf(api.db);
    const { authorization } = await signInAs(api.http, 'manager');
    const created = await api.http
      .post(`/api/v2/bonuses/${bonus.id}/comments`)
      .set('Authorization', authorization)
      .send({ comment: { reason: '  Well deserved :tada:  ' } })
      .expect(201);
    expect(created.body.result).toMatchObject({
      reason: 'Well deserved :tada:',
      user: { display_name: 'Mateo Manager' },
    });
    const list = await api.http
      .get(`/api/v2/bonuses/${bonus.id}/comments`)
      .set('Authorization', authorization)
      .expect(200);
    const times = list.body.result.map((comment: { created_at: string }) => comment.created_at);
    expect([...times].sort()).toEqual(times);
    expect(list.body.result.at(-1).id).toBe(created.body.result.id);
  });

  it('names the colleagues a comment tags by @username, and nobody of another company', async () => {
    const api = createTestApi();
    const bonus = publicBonusOf(api.db);
    const colleague = api.db.users.find((user) => user.company_id === 1 && user.id !== bonus.giver_id)!;
    const outsider = api.db.users.find((user) => user.company_id !== 1)!;
    const { authorization } = await signInAs(api.http, 'manager');
    const created = await api.http
      .post(`/api/v2/bonuses/${bonus.id}/comments`)
      .set('Authorization', authorization)
      .send({ comment: { reason: `Agreed @${colleague.slug} and @${outsider.slug}` } })
      .expect(201);
    expect(created.body.result.mentioned).toEqual([
      expect.objectContaining({ id: colleague.id, display_name: colleague.display_name }),
    ]);
    const list = await api.http.get(`/api/v2/bonuses/${bonus.id}/comments`).set('Authorization', authorization);
    expect(list.body.result.at(-1).mentioned).toEqual(created.body.result.mentioned);
  });

  it.each([
    ['a blank comment', '   ', 'missing_text'],
    ['a comment of 1001 characters', 'x'.repeat(1001), 'too_long'],
  ])('refuses %s with 422 %s', async (_what, reason, error) => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'manager');
    const response = await api.http
      .post(`/api/v2/bonuses/${publicBonusOf(api.db).id}/comments`)
      .set('Authorization', authorization)
      .send({ comment: { reason } })
      .expect(422);
    expect(response.body.error).toBe(error);
  });
});
