import type { NominationPeriodDetail, NominationPeriodListItem } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { ADMIN_NOMINATION_PERIODS, NOMINATIONS, nominationPeriodForm } from '../testing/nominations';

async function setUp(start = '2026-11-22T12:00:00.000Z') {
  const clock = testClock(start);
  const api = createTestApi({ now: clock.now });
  const admin = await personaAuth(api.db, 'awards_admin');
  const employee = await personaAuth(api.db, 'employee');
  const manager = await personaAuth(api.db, 'manager');
  const as = (auth: { authorization: string }) => ({
    get: (path: string) => api.http.get(path).set('Authorization', auth.authorization),
    post: (path: string, body: object) => api.http.post(path).set('Authorization', auth.authorization).send(body),
    patch: (path: string, body: object = {}) =>
      api.http.patch(path).set('Authorization', auth.authorization).send(body),
    delete: (path: string) => api.http.delete(path).set('Authorization', auth.authorization),
  });
  const create = async (form = nominationPeriodForm()) =>
    (await as(admin).post(ADMIN_NOMINATION_PERIODS, form).expect(201)).body as NominationPeriodDetail;
  return { ...api, clock, admin, employee, manager, as, create };
}

describe('nomination periods: administration', () => {
  it('creates with the description sanitised, reads, lists and pages', async () => {
    const api = await setUp();
    const created = await api.create(
      nominationPeriodForm({ description: '<p>Hi <img src=x onerror=alert(1)><b>there</b></p>', visibility: 'public' }),
    );
    expect(created).toMatchObject({
      name: 'Team player',
      description: '<p>Hi <b>there</b></p>',
      status: 'open',
      nominationLimit: 2,
      visibility: 'public',
      totalNominations: 0,
      uniqueNominatedUserCount: 0,
      favoritedUserIds: [],
      nominations: [],
      nomineeRulesGroup: { groupType: 'AND', conditions: [] },
      creator: { id: api.admin.user.id },
    });
    const read = await api.as(api.admin).get(`${ADMIN_NOMINATION_PERIODS}/${created.id}`).expect(200);
    expect(read.body).toEqual(created);

    const page = await api.as(api.admin).get(`${ADMIN_NOMINATION_PERIODS}?page=2&per_page=2`).expect(200);
    expect(page.body.metadata).toEqual({ totalCount: 4, page: 2, perPage: 2, pageCount: 2 });
    const all = (await api.as(api.admin).get(ADMIN_NOMINATION_PERIODS).expect(200)).body
      .records as NominationPeriodListItem[];
    expect(all.map((period) => period.status).sort()).toEqual(['closed', 'open', 'open', 'upcoming']);
    expect(all.find((period) => period.id === 1)).toMatchObject({
      totalNominations: 3,
      uniqueNominatedUserCount: 2,
      visibility: 'public',
    });
    expect(all.find((period) => period.id === 2)).toMatchObject({ visibility: 'admin' });
    // An unparsable page is page 1 (programs §5).
    expect((await api.as(api.admin).get(`${ADMIN_NOMINATION_PERIODS}?page=x`).expect(200)).body.metadata.page).toBe(1);
  });

  it('refuses a broken form with every error and its message, and a wrong shape as a bad request', async () => {
    const api = await setUp();
    const refused = await api
      .as(api.admin)
      .post(ADMIN_NOMINATION_PERIODS, nominationPeriodForm({ name: '', endDate: '2026-10-01T00:00:00.000Z' }))
      .expect(422);
    expect(refused.body).toMatchObject({
      error: 'nomination_period_name_required',
      errors: ['nomination_period_name_required', 'nomination_period_dates_invalid'],
      message: 'Give the nomination period a name',
    });
    const tooLong = await api
      .as(api.admin)
      .post(ADMIN_NOMINATION_PERIODS, nominationPeriodForm({ name: 'x'.repeat(101) }));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.message).toBe('Keep the name under 100 characters');
    const limit = await api.as(api.admin).post(ADMIN_NOMINATION_PERIODS, nominationPeriodForm({ nominationLimit: 0 }));
    expect(limit.body).toMatchObject({ error: 'nomination_limit_invalid', message: expect.stringContaining('100') });
    const shape = await api
      .as(api.admin)
      .post(ADMIN_NOMINATION_PERIODS, { ...nominationPeriodForm(), startDate: '2026-11-01' })
      .expect(400);
    expect(shape.body.error).toBe('bad_request');
    expect(api.db.nomination_periods).toHaveLength(3);
  });

  it('edits, starts now, switches visibility and keeps a broken edit out', async () => {
    const api = await setUp();
    const upcoming = await api.create(nominationPeriodForm({ startDate: '2026-12-01T00:00:00.000Z', endDate: null }));
    expect(upcoming.status).toBe('upcoming');
    const path = `${ADMIN_NOMINATION_PERIODS}/${upcoming.id}`;
    const started = await api
      .as(api.admin)
      .patch(path, { startDate: new Date(api.clock.now()).toISOString() })
      .expect(200);
    expect(started.body).toMatchObject({ status: 'open', name: 'Team player', nominationLimit: 2 });
    // Everyone who may nominate hears it started, with the link that opens it.
    const notice = api.db.notifications.find(
      (row) => row.type === 'nominations_start_date' && row.user_id === api.employee.user.id,
    );
    expect(notice?.action).toBe(`/?beginNomination=${upcoming.id}`);
    expect((await api.as(api.admin).patch(path, { visibility: 'public' }).expect(200)).body.visibility).toBe('public');
    expect((await api.as(api.admin).patch(path, { visibility: 'admin' }).expect(200)).body.visibility).toBe('admin');
    const edited = await api
      .as(api.admin)
      .patch(path, {
        name: 'Renamed',
        nominatorRulesGroup: { groupType: 'OR', conditions: [{ attr: 'department', value: 'Sales' }] },
      })
      .expect(200);
    expect(edited.body).toMatchObject({
      name: 'Renamed',
      nominatorRulesGroup: { groupType: 'OR', conditions: [{ attr: 'department', value: 'Sales' }] },
    });
    await api.as(api.admin).patch(path, { endDate: '2026-01-01T00:00:00.000Z' }).expect(422);
    await api.as(api.admin).patch(path, { visibility: 'everyone' }).expect(400);
    expect(api.db.nomination_periods.find((row) => row.id === upcoming.id)).toMatchObject({
      name: 'Renamed',
      end_date: null,
      visibility: 'admin',
    });
  });

  it('closes an open period now, and only an open one', async () => {
    const api = await setUp();
    const closed = await api.as(api.admin).patch(`${ADMIN_NOMINATION_PERIODS}/1/close_now`).expect(200);
    expect(closed.body).toMatchObject({ status: 'closed', endDate: '2026-11-22T12:00:00.000Z' });
    // Those who nominated hear it closed.
    expect(
      api.db.notifications
        .filter((row) => row.type === 'nominations_end_date')
        .map((row) => row.user_id)
        .sort(),
    ).toEqual([api.employee.user.id, api.manager.user.id].sort());
    expect(api.db.notifications.filter((row) => row.type === 'nominations_end_date').map((row) => row.action)).toEqual([
      '/nominations',
      '/nominations',
    ]);
    const again = await api.as(api.admin).patch(`${ADMIN_NOMINATION_PERIODS}/1/close_now`).expect(409);
    expect(again.body).toMatchObject({
      error: 'nomination_period_not_open',
      message: 'Nominations are not open in this period',
    });
    await api.as(api.admin).patch(`${ADMIN_NOMINATION_PERIODS}/2/close_now`).expect(409);
    await api
      .as(api.employee)
      .post(NOMINATIONS, { nominationPeriodId: 1, nominatedUserId: api.manager.user.id, reason: 'Late' })
      .expect(409);
  });

  it('adds and removes favourites among the nominees only', async () => {
    const api = await setUp();
    const path = `${ADMIN_NOMINATION_PERIODS}/1/favorites`;
    const detail = (await api.as(api.admin).get(`${ADMIN_NOMINATION_PERIODS}/1`).expect(200))
      .body as NominationPeriodDetail;
    const [first, second] = detail.nominatedUserSummaries.map((summary) => summary.userId) as [number, number];
    expect(detail.favoritedUserIds).toEqual([first]);
    const added = await api
      .as(api.admin)
      .patch(path, { userIdsToAdd: [second] })
      .expect(200);
    expect(added.body.favoritedUserIds).toEqual([first, second]);
    const removed = await api
      .as(api.admin)
      .patch(path, { userIdsToRemove: [first] })
      .expect(200);
    expect(removed.body.favoritedUserIds).toEqual([second]);
    const stranger = await api
      .as(api.admin)
      .patch(path, { userIdsToAdd: [api.admin.user.id] })
      .expect(422);
    expect(stranger.body.error).toBe('favorite_not_nominee');
    await api.as(api.admin).patch(path, {}).expect(400);
    expect(api.db.nomination_periods.find((row) => row.id === 1)!.favorited_user_ids).toEqual([second]);
  });

  it('shows each nominee once with a summary of their reasons, the most nominated first', async () => {
    const api = await setUp();
    const detail = (await api.as(api.admin).get(`${ADMIN_NOMINATION_PERIODS}/1`).expect(200))
      .body as NominationPeriodDetail;
    expect(detail.nominations).toHaveLength(3);
    expect(detail.nominatedUserSummaries[0]).toMatchObject({
      summary:
        'Always the first to help a new starter find their feet. · Turned a tough quarter around with calm and kindness.',
      user: { displayName: expect.any(String), email: expect.any(String) },
    });
  });

  it('deletes a period with its nominations', async () => {
    const api = await setUp();
    await api.as(api.admin).delete(`${ADMIN_NOMINATION_PERIODS}/1`).expect(204);
    expect(api.db.nomination_periods.some((row) => row.id === 1)).toBe(false);
    expect(api.db.nominations.some((row) => row.nomination_period_id === 1)).toBe(false);
    expect(api.db.nominations).toHaveLength(3);
    await api.as(api.admin).get(`${ADMIN_NOMINATION_PERIODS}/1`).expect(404);
    await api.as(api.admin).delete(`${ADMIN_NOMINATION_PERIODS}/1`).expect(404);
  });

  it('is for the awards admins: an employee gets 403 and changes nothing', async () => {
    const api = await setUp();
    await api.as(api.employee).get(ADMIN_NOMINATION_PERIODS).expect(403);
    await api.as(api.employee).post(ADMIN_NOMINATION_PERIODS, nominationPeriodForm()).expect(403);
    await api.as(api.employee).patch(`${ADMIN_NOMINATION_PERIODS}/1/close_now`).expect(403);
    expect(api.db.nomination_periods).toHaveLength(3);
  });
});
