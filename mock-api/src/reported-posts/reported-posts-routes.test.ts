import type { ReportedPostView } from '@laurel/shared/contract';
import type { Database, User } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { addBonus, search, searchKeyFor } from '../search/search-test-helpers';

const ADMIN = '/api/v2/admin/reported_posts';

async function setUp() {
  const api = createTestApi();
  const employee = await personaAuth(api.db, 'employee');
  const manager = await personaAuth(api.db, 'manager');
  const admin = await personaAuth(api.db, 'global_admin');
  const as = (auth: { authorization: string }) => ({
    get: (path: string) => api.http.get(path).set('Authorization', auth.authorization),
    post: (path: string, body: object) => api.http.post(path).set('Authorization', auth.authorization).send(body),
    patch: (path: string, body: object) => api.http.patch(path).set('Authorization', auth.authorization).send(body),
  });
  return { ...api, employee: as(employee), manager: as(manager), admin: as(admin), employeeUser: employee.user };
}

const publicBonusNotBy = (db: Database, user: User) =>
  db.bonuses.find(
    (bonus) =>
      bonus.company_id === user.company_id && bonus.privacy === 'publicly_visible' && bonus.giver_id !== user.id,
  )!;

describe('POST /reports', () => {
  it('takes one report per person per post, with a reason, and refuses one’s own post', async () => {
    const { db, employee, manager, employeeUser } = await setUp();
    const bonus = publicBonusNotBy(db, employeeUser);
    const report = { post_type: 'bonus', post_id: bonus.id, reason: '  Mocks a colleague  ' };
    await employee.post('/api/v2/reports', report).expect(201);
    expect(db.reported_posts.at(-1)).toMatchObject({ status: 'open', reports: [{ reason: 'Mocks a colleague' }] });
    const again = await employee.post('/api/v2/reports', report).expect(409);
    expect(again.body.message).toBe('You have already reported this post');
    if (bonus.giver_id !== db.users.find((user) => user.persona === 'manager')!.id)
      await manager.post('/api/v2/reports', { ...report, reason: 'Same' }).expect(201);
    const blank = await employee.post('/api/v2/reports', { ...report, reason: ' ' }).expect(422);
    expect(blank.body.error).toBe('report_reason_required');
    const long = await employee.post('/api/v2/reports', { ...report, reason: 'x'.repeat(501) }).expect(422);
    expect(long.body.message).toBe('Keep the reason under 500 characters');
    const own = db.bonuses.find((row) => row.giver_id === employeeUser.id)!;
    expect(own).toBeDefined();
    expect((await employee.post('/api/v2/reports', { ...report, post_id: own.id }).expect(422)).body.error).toBe(
      'own_post_report',
    );
  });

  it('answers 404 for a post of another company or one the reporter cannot read', async () => {
    const { db, employee } = await setUp();
    const foreign = db.bonuses.find((bonus) => bonus.company_id !== 1)!;
    await employee.post('/api/v2/reports', { post_type: 'bonus', post_id: foreign.id, reason: 'x' }).expect(404);
    await employee.post('/api/v2/reports', { post_type: 'comment', post_id: 999_999, reason: 'x' }).expect(404);
  });
});

describe('hiding, restoring and dismissing', () => {
  it('hides a post from the feed, its page and its comments for everyone but admins, and restores it', async () => {
    const { db, employee, admin, employeeUser } = await setUp();
    const bonus = publicBonusNotBy(db, employeeUser);
    const comment = {
      id: 77_001,
      bonus_id: bonus.id,
      user_id: bonus.giver_id,
      reason: 'Rude remark',
      created_at: '2026-11-21T00:00:00.000Z',
    };
    db.comments.push(comment);
    await employee.post('/api/v2/reports', { post_type: 'bonus', post_id: bonus.id, reason: 'Rude' }).expect(201);
    await employee.post('/api/v2/reports', { post_type: 'comment', post_id: comment.id, reason: 'Insult' }).expect(201);

    expect((await admin.get('/api/v2/profile/user').expect(200)).body.result.unresolved_bonus_reports_count).toBe(2);
    expect((await employee.get('/api/v2/profile/user').expect(200)).body.result.unresolved_bonus_reports_count).toBe(0);
    const open = (await admin.get(`${ADMIN}?view=open`).expect(200)).body.result as ReportedPostView[];
    const row = open.find((post) => post.post_type === 'bonus' && post.post_id === bonus.id)!;
    expect(row).toMatchObject({
      text: bonus.reason,
      status: 'open',
      reports: [{ reason: 'Rude', reporter: { id: employeeUser.id } }],
    });
    const commentRow = open.find((post) => post.post_type === 'comment')!;
    expect(commentRow).toMatchObject({ text: 'Rude remark', bonus_id: bonus.id });

    await admin.patch(`${ADMIN}/${commentRow.id}`, { status: 'hidden' }).expect(200);
    const comments = (await employee.get(`/api/v2/bonuses/${bonus.id}/comments`).expect(200)).body.result as {
      id: number;
    }[];
    expect(comments.map((row) => row.id)).not.toContain(comment.id);

    const hidden = (await admin.patch(`${ADMIN}/${row.id}`, { status: 'hidden' }).expect(200)).body.result;
    expect(hidden).toMatchObject({ status: 'hidden', resolved_by: { display_name: 'Gloria Global' } });
    const feed = (await employee.get('/api/v2/bonus_feeds?per_page=100').expect(200)).body.result as { id: number }[];
    expect(feed.map((post) => post.id)).not.toContain(bonus.id);
    await employee.get(`/api/v2/bonuses/${bonus.id}`).expect(404);
    await admin.get(`/api/v2/bonuses/${bonus.id}`).expect(200);
    const resolved = (await admin.get(`${ADMIN}?view=resolved`).expect(200)).body.result as ReportedPostView[];
    expect(resolved.map((post) => post.id)).toContain(row.id);

    await admin.patch(`${ADMIN}/${row.id}`, { status: 'dismissed' }).expect(409);
    await admin.patch(`${ADMIN}/${row.id}`, { status: 'restored' }).expect(200);
    await employee.get(`/api/v2/bonuses/${bonus.id}`).expect(200);
    expect(db.audit_events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['reported_post.hidden', 'reported_post.restored']),
    );
  });

  it('dismisses the reports of an open post, which stays in the feed until someone new reports it', async () => {
    const { db, employee, manager, admin, employeeUser } = await setUp();
    const managerUser = db.users.find((user) => user.persona === 'manager')!;
    const bonus = db.bonuses.find(
      (row) =>
        row.company_id === 1 &&
        row.privacy === 'publicly_visible' &&
        ![employeeUser.id, managerUser.id].includes(row.giver_id),
    )!;
    await employee.post('/api/v2/reports', { post_type: 'bonus', post_id: bonus.id, reason: 'Meh' }).expect(201);
    const row = db.reported_posts.at(-1)!;
    await admin.patch(`${ADMIN}/${row.id}`, { status: 'dismissed' }).expect(200);
    await employee.get(`/api/v2/bonuses/${bonus.id}`).expect(200);
    await manager
      .post('/api/v2/reports', { post_type: 'bonus', post_id: bonus.id, reason: 'Really not ok' })
      .expect(201);
    expect(row.status).toBe('open');
    expect(row.reports).toHaveLength(2);
  });

  it('is refused to anyone but a global admin', async () => {
    const { employee } = await setUp();
    await employee.get(ADMIN).expect(403);
  });
});

describe('search', () => {
  it('leaves a hidden recognition out of an employee’s search, not an admin’s', async () => {
    const api = await setUp();
    const manager = api.db.users.find((user) => user.persona === 'manager')!;
    const bonus = addBonus(api.db, {
      giver_id: manager.id,
      receiver_ids: [api.employeeUser.id],
      reason: 'Zanzibarish words',
    });
    const hits = async (persona: string) => {
      const key = await searchKeyFor(api, persona);
      const answer = await search(api, key, [{ indexName: 'recognitions', query: 'Zanzibarish' }]).expect(200);
      return answer.body.results[0].nbHits as number;
    };
    expect(await hits('employee')).toBe(1);
    await api.employee.post('/api/v2/reports', { post_type: 'bonus', post_id: bonus.id, reason: 'Spam' }).expect(201);
    await api.admin.patch(`${ADMIN}/${api.db.reported_posts.at(-1)!.id}`, { status: 'hidden' }).expect(200);
    expect(await hits('employee')).toBe(0);
    expect(await hits('global_admin')).toBe(1);
  });
});
