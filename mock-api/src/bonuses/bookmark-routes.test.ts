import { byId } from '../db/store';
import type { Bonus, Database } from '../db/types';
import { canSeeBonus } from './bonus-visibility';
import { createTestApi, signInAs } from '../testing/test-api';
import { userBy } from '../testing/give';

const publicBonuses = (db: Database) =>
  db.bonuses.filter((bonus) => bonus.company_id === 1 && bonus.privacy === 'publicly_visible');

/** A private recognition of the main company that `persona` is not part of. */
function othersPrivateBonus(db: Database, persona: string): Bonus {
  const reader = userBy(db, persona);
  const people = byId(db.users);
  return db.bonuses.find(
    (bonus) =>
      bonus.company_id === reader.company_id &&
      bonus.privacy === 'privately_visible' &&
      !canSeeBonus(reader, bonus, people),
  )!;
}

/** An API whose clock moves a second per reading, so bookmarks made one after another are ordered. */
function apiWithTickingClock() {
  let tick = Date.parse('2026-11-22T09:00:00Z');
  return createTestApi({ now: () => (tick += 1000) });
}

async function employeeOf(api: ReturnType<typeof createTestApi>, persona = 'employee') {
  const { authorization } = await signInAs(api.http, persona);
  return {
    put: (id: number) => api.http.put(`/api/v2/bonuses/${id}/bookmark`).set('Authorization', authorization),
    remove: (id: number) => api.http.delete(`/api/v2/bonuses/${id}/bookmark`).set('Authorization', authorization),
    list: (query = '') => api.http.get(`/api/v2/bookmarks${query}`).set('Authorization', authorization),
    read: (id: number) => api.http.get(`/api/v2/bonuses/${id}`).set('Authorization', authorization),
  };
}

describe('bookmarks', () => {
  it('bookmarks a recognition once however often it is asked, and removes it the same way', async () => {
    const api = apiWithTickingClock();
    const [bonus] = publicBonuses(api.db) as [Bonus];
    const me = await employeeOf(api);

    expect((await me.put(bonus.id).expect(200)).body.result).toEqual({ bonus_id: bonus.id, bookmarked: true });
    await me.put(bonus.id).expect(200);
    expect(api.db.bookmarks.filter((row) => row.bonus_id === bonus.id)).toHaveLength(1);
    expect((await me.read(bonus.id).expect(200)).body.result.bookmarked).toBe(true);
    const listed = (await me.list().expect(200)).body;
    expect(listed.result.map((row: { id: number }) => row.id)).toEqual([bonus.id]);
    expect(listed.result[0]).toMatchObject({ bookmarked: true, giver: expect.any(Object), comments_count: 0 });

    await me.remove(bonus.id).expect(204);
    await me.remove(bonus.id).expect(204);
    expect(api.db.bookmarks).toEqual([]);
    expect((await me.read(bonus.id).expect(200)).body.result.bookmarked).toBe(false);
    expect((await me.list().expect(200)).body.result).toEqual([]);
  });

  it('answers 404 for a private recognition of others and stores nothing', async () => {
    const api = createTestApi();
    const hidden = othersPrivateBonus(api.db, 'employee');
    const me = await employeeOf(api);
    await me.put(hidden.id).expect(404);
    await me.remove(hidden.id).expect(404);
    await me.put(999_999).expect(404);
    expect(api.db.bookmarks).toEqual([]);
  });

  it('lists newest bookmarked first, a feed page at a time', async () => {
    const api = apiWithTickingClock();
    const chosen = publicBonuses(api.db).slice(0, 25);
    const me = await employeeOf(api);
    for (const bonus of chosen) await me.put(bonus.id).expect(200);
    const newestFirst = chosen.map((bonus) => bonus.id).reverse();

    const first = (await me.list('?page=1').expect(200)).body;
    expect(first.result.map((row: { id: number }) => row.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.meta).toEqual({
      pageNumber: 1,
      pageSize: 20,
      totalPages: 2,
      totalCount: 25,
      last: false,
      pageNext: 2,
      pagePrevious: null,
    });
    const second = (await me.list('?page=2').expect(200)).body;
    expect(second.result.map((row: { id: number }) => row.id)).toEqual(newestFirst.slice(20));
    expect(second.meta).toMatchObject({ pageNumber: 2, last: true, pageNext: null, pagePrevious: 1 });
    // A page past the end answers the last one, as the feed does.
    expect((await me.list('?page=9').expect(200)).body.meta.pageNumber).toBe(2);
  });

  it('keeps each person’s bookmarks their own', async () => {
    const api = createTestApi();
    const [bonus] = publicBonuses(api.db) as [Bonus];
    const me = await employeeOf(api);
    const colleague = await employeeOf(api, 'manager');
    await me.put(bonus.id).expect(200);
    expect((await colleague.list().expect(200)).body.result).toEqual([]);
    expect((await colleague.read(bonus.id).expect(200)).body.result.bookmarked).toBe(false);
    await colleague.remove(bonus.id).expect(204);
    expect(api.db.bookmarks).toHaveLength(1);
  });

  it('drops a post an admin hid after a report, and one the reader can no longer see', async () => {
    const api = createTestApi();
    const [reported, madePrivate] = publicBonuses(api.db).filter(
      (bonus) => bonus.giver_id !== userBy(api.db, 'employee').id,
    ) as [Bonus, Bonus];
    const me = await employeeOf(api);
    await me.put(reported.id).expect(200);
    await me.put(madePrivate.id).expect(200);
    api.db.reported_posts.push({
      id: 1,
      company_id: 1,
      post_type: 'bonus',
      post_id: reported.id,
      status: 'hidden',
      reports: [],
      resolved_by: null,
      resolved_at: null,
    });
    madePrivate.privacy = 'privately_visible';
    madePrivate.receiver_ids = madePrivate.receiver_ids.filter((id) => id !== userBy(api.db, 'employee').id);
    const listed = (await me.list().expect(200)).body;
    expect(listed.result).toEqual([]);
    expect(listed.meta.totalCount).toBe(0);
  });
});
