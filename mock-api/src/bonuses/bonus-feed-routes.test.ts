import type { Bonus, Database } from '../db/types';
import { bearer, createTestApi, signInAs } from '../testing/test-api';

const userBy = (db: Database, persona: string) => db.users.find((user) => user.persona === persona)!;

/** Three new recognitions to Emma (whose manager is Mateo), one per privacy, from a colleague. */
function addPrivateCases(db: Database) {
  const emma = userBy(db, 'employee');
  const giver = db.users.find(
    (user) => user.company_id === 1 && user.persona === undefined && user.manager_id !== emma.manager_id,
  )!;
  const make = (privacy: Bonus['privacy'], id: number): Bonus => ({
    id,
    company_id: 1,
    giver_id: giver.id,
    receiver_ids: [emma.id],
    amount: 5,
    reason: `+5 @${emma.slug} ${privacy}`,
    hashtags: [],
    privacy,
    created_at: new Date(Date.now() + id).toISOString(),
  });
  const base = Math.max(...db.bonuses.map((bonus) => bonus.id)) + 1;
  const rows = {
    public: make('publicly_visible', base),
    team: make('immediate_team', base + 1),
    private: make('privately_visible', base + 2),
  };
  db.bonuses.push(rows.public, rows.team, rows.private);
  return { rows, emma, giver };
}

const feedIds = async (api: ReturnType<typeof createTestApi>, persona: string) => {
  const { authorization } = await signInAs(api.http, persona);
  const response = await api.http
    .get('/api/v2/bonus_feeds?per_page=100')
    .set('Authorization', authorization)
    .expect(200);
  return (response.body.result as { id: number }[]).map((bonus) => bonus.id);
};

describe('GET /api/v2/bonus_feeds', () => {
  it('shows newest first, a page at a time, with the pagination metadata', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const first = await api.http.get('/api/v2/bonus_feeds?per_page=5').set('Authorization', authorization).expect(200);
    const times = first.body.result.map((bonus: { created_at: string }) => bonus.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.body.meta).toMatchObject({ pageNumber: 1, pageSize: 5, pagePrevious: null, pageNext: 2, last: false });
    const second = await api.http
      .get('/api/v2/bonus_feeds?per_page=5&page=2')
      .set('Authorization', authorization)
      .expect(200);
    expect(second.body.result[0].created_at <= times.at(-1)).toBe(true);
    expect(second.body.meta.pagePrevious).toBe(1);
  });

  it('answers each recognition with the emoji of its shortcodes, so the feed draws them without the table', async () => {
    const api = createTestApi();
    const { rows } = addPrivateCases(api.db);
    rows.public.reason = '+5 for the launch :tada: :wave::skin-tone-2: and :not-an-emoji:';
    const { authorization } = await signInAs(api.http, 'employee');
    const response = await api.http.get('/api/v2/bonus_feeds?per_page=100').set('Authorization', authorization);
    const shown = (response.body.result as { id: number; emoji: Record<string, string> }[]).find(
      (bonus) => bonus.id === rows.public.id,
    );
    expect(shown?.emoji).toEqual({ ':tada:': '🎉', ':wave::skin-tone-2:': '👋🏼' });
  });

  it.each([
    ['employee (the receiver)', 'employee', ['public', 'team', 'private']],
    ['manager (the receiver’s manager)', 'manager', ['public', 'team']],
    ['global_admin (elsewhere in the company)', 'global_admin', ['public']],
    ['free_user (another company)', 'free_user', []],
  ])('shows %s exactly what the privacy allows', async (_who, persona, expected) => {
    const api = createTestApi();
    const { rows, emma } = addPrivateCases(api.db);
    const globalAdmin = userBy(api.db, 'global_admin');
    globalAdmin.manager_id = null;
    expect(emma.manager_id).toBe(userBy(api.db, 'manager').id);
    const ids = await feedIds(api, persona);
    const seen = (Object.keys(rows) as (keyof typeof rows)[]).filter((name) => ids.includes(rows[name].id));
    expect(seen).toEqual(expected);
  });

  it('shows the giver every recognition they gave, whatever its privacy', async () => {
    const api = createTestApi();
    const { rows, giver } = addPrivateCases(api.db);
    const response = await api.http
      .get('/api/v2/bonus_feeds?per_page=100')
      .set('Authorization', await bearer(giver.id))
      .expect(200);
    const ids = (response.body.result as { id: number }[]).map((bonus) => bonus.id);
    expect(ids).toEqual(expect.arrayContaining([rows.public.id, rows.team.id, rows.private.id]));
  });

  it('answers the last page for a page past the end, and pages without overlap', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const first = await api.http.get('/api/v2/bonus_feeds?per_page=50').set('Authorization', authorization);
    const { totalPages, totalCount } = first.body.meta;
    const pages = await Promise.all(
      Array.from({ length: totalPages }, (_, i) =>
        api.http.get(`/api/v2/bonus_feeds?per_page=50&page=${i + 1}`).set('Authorization', authorization),
      ),
    );
    const ids = pages.flatMap((page) => page.body.result.map((bonus: { id: number }) => bonus.id));
    expect(new Set(ids).size).toBe(totalCount);
    const past = await api.http
      .get(`/api/v2/bonus_feeds?per_page=50&page=${totalPages + 3}`)
      .set('Authorization', authorization);
    expect(past.body.meta).toMatchObject({ pageNumber: totalPages, last: true, pageNext: null });
    expect(past.body.result).toEqual(pages.at(-1)!.body.result);
  });

  it('puts a recognition given just now at the top of the next page 1', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    await api.http.get('/api/v2/bonus_feeds').set('Authorization', authorization).expect(200);
    const given = await api.http
      .post('/api/v2/bonuses')
      .set('Authorization', authorization)
      .send({ bonus: { reason: '+5 @mateo-manager-2 for the retro #OwnIt' } })
      .expect(201);
    const feed = await api.http.get('/api/v2/bonus_feeds').set('Authorization', authorization).expect(200);
    expect(feed.body.result[0].id).toBe(given.body.result.id);
  });

  it('shows an immediate_team recognition to a teammate with the same manager', async () => {
    const api = createTestApi();
    const { rows, emma } = addPrivateCases(api.db);
    const teammate = api.db.users.find(
      (user) => user.manager_id === emma.manager_id && user.id !== emma.id && user.persona,
    )!;
    const ids = await feedIds(api, teammate.persona!);
    expect(ids).toContain(rows.team.id);
    expect(ids).not.toContain(rows.private.id);
  });

  it('answers 404 for a recognition the reader may not see', async () => {
    const api = createTestApi();
    const { rows } = addPrivateCases(api.db);
    const { authorization } = await signInAs(api.http, 'global_admin');
    await api.http.get(`/api/v2/bonuses/${rows.private.id}`).set('Authorization', authorization).expect(404);
    await api.http.get(`/api/v2/bonuses/${rows.public.id}`).set('Authorization', authorization).expect(200);
  });
});
