import type { AdminUserRow, AdminUsersPage } from '@laurel/shared/contract';
import type { Database, User } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';

const USERS = '/api/v2/admin/users';
const persona = (db: Database, name: string) => db.users.find((user) => user.persona === name)!;
const colleagues = (db: Database, admin: User) =>
  db.users.filter((user) => user.company_id === admin.company_id && !user.persona && user.status === 'active');

async function setUp() {
  const api = createTestApi();
  const admin = await personaAuth(api.db, 'global_admin');
  const as = (auth: { authorization: string }) => ({
    get: (path: string) => api.http.get(path).set('Authorization', auth.authorization),
    patch: (path: string, body: object) => api.http.patch(path).set('Authorization', auth.authorization).send(body),
  });
  return { ...api, admin, asAdmin: as(admin), as };
}

describe('GET /admin/users', () => {
  it('pages the company’s people by name, 20 a page, with every department', async () => {
    const { db, admin, asAdmin } = await setUp();
    const page = (await asAdmin.get(`${USERS}?page=1`).expect(200)).body as AdminUsersPage;
    const people = db.users.filter((user) => user.company_id === admin.user.company_id);
    expect(page.meta.totalCount).toBe(people.length);
    expect(page.users).toHaveLength(20);
    const names = page.users.map((user) => user.display_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page.departments).toEqual([...new Set(people.map((user) => user.custom_properties.department))].sort());
  });

  it('searches by name or e-mail and filters by department, role, status and manager', async () => {
    const { db, admin, asAdmin } = await setUp();
    const [first, second] = colleagues(db, admin.user);
    second!.manager_id = first!.id;
    second!.status = 'deactivated';
    const byName = (await asAdmin.get(`${USERS}?q=${encodeURIComponent(first!.last_name)}`)).body as AdminUsersPage;
    expect(byName.users.map((user) => user.id)).toContain(first!.id);
    expect(
      byName.users.every(
        (user) => user.display_name.includes(first!.last_name) || user.email.includes(first!.last_name.toLowerCase()),
      ),
    ).toBe(true);
    const deactivated = (await asAdmin.get(`${USERS}?status=deactivated`)).body as AdminUsersPage;
    expect(deactivated.users.map((user) => user.id)).toEqual([second!.id]);
    const team = (await asAdmin.get(`${USERS}?manager_id=${first!.id}`)).body as AdminUsersPage;
    expect(team.users.map((user) => user.id)).toEqual([second!.id]);
    expect(team.users[0]!.manager).toEqual({ id: first!.id, display_name: first!.display_name });
    const globals = (await asAdmin.get(`${USERS}?role=global_admin`)).body as AdminUsersPage;
    expect(globals.users.map((user) => user.id)).toContain(admin.user.id);
    expect(globals.users.every((user) => user.roles.global_admin)).toBe(true);
    const sales = (await asAdmin.get(`${USERS}?department=Sales`)).body as AdminUsersPage;
    expect(sales.users.every((user) => user.department === 'Sales')).toBe(true);
    await asAdmin.get(`${USERS}?role=super_admin`).expect(400);
  });
});

describe('PATCH /admin/users/:id', () => {
  it('changes department, manager and roles and records the change', async () => {
    const { db, admin, asAdmin } = await setUp();
    const [person, manager] = colleagues(db, admin.user);
    const answer = await asAdmin
      .patch(`${USERS}/${person!.id}`, {
        department: ' Finance ',
        manager_id: manager!.id,
        roles: { rewards_admin: true },
      })
      .expect(200);
    const row = answer.body as AdminUserRow;
    expect(row).toMatchObject({ department: 'Finance', manager: { id: manager!.id }, roles: { rewards_admin: true } });
    expect(person!.custom_properties.department).toBe('Finance');
    expect(person!.rewards_admin).toBe(true);
    expect(db.audit_events.at(-1)).toMatchObject({
      action: 'user.update',
      subject_id: person!.id,
      actor_id: admin.user.id,
    });
  });

  it('refuses a manager who would end up reporting to the person, with their name', async () => {
    const { db, admin, asAdmin } = await setUp();
    const [boss, lead, member] = colleagues(db, admin.user);
    boss!.manager_id = null;
    lead!.manager_id = boss!.id;
    member!.manager_id = lead!.id;
    const loop = await asAdmin.patch(`${USERS}/${boss!.id}`, { manager_id: member!.id }).expect(422);
    expect(loop.body).toMatchObject({ error: 'manager_cycle' });
    expect(loop.body.message).toContain(member!.display_name);
    await asAdmin.patch(`${USERS}/${boss!.id}`, { manager_id: boss!.id }).expect(422);
    expect(boss!.manager_id).toBeNull();
  });

  it('refuses an unknown or deactivated manager and a blank department', async () => {
    const { db, admin, asAdmin } = await setUp();
    const [person, gone] = colleagues(db, admin.user);
    gone!.status = 'deactivated';
    expect((await asAdmin.patch(`${USERS}/${person!.id}`, { manager_id: gone!.id }).expect(422)).body.error).toBe(
      'unknown_manager',
    );
    expect((await asAdmin.patch(`${USERS}/${person!.id}`, { department: '  ' }).expect(422)).body.error).toBe(
      'department_required',
    );
    await asAdmin.patch(`${USERS}/${person!.id}`, { roles: { super_admin: true } }).expect(400);
  });

  it('refuses with the permission rule’s message: own global admin, finance and people data roles', async () => {
    const { db, admin, asAdmin } = await setUp();
    const [person] = colleagues(db, admin.user);
    const own = await asAdmin.patch(`${USERS}/${admin.user.id}`, { status: 'deactivated' }).expect(403);
    expect(own.body).toMatchObject({ error: 'user_change_own_account' });
    const finance = await asAdmin.patch(`${USERS}/${person!.id}`, { roles: { finance_admin: true } }).expect(403);
    expect(finance.body.message).toBe('Only a finance admin can grant or remove finance admin');
    expect(person!.finance_admin).toBe(false);
    // Sending a value the person already has changes nothing and needs no right.
    await asAdmin.patch(`${USERS}/${person!.id}`, { roles: { finance_admin: false } }).expect(200);
  });

  it('deactivates: the person can no longer get a token, and reactivating lets them back', async () => {
    const { db, http, asAdmin } = await setUp();
    const employee = await personaAuth(db, 'employee');
    await asAdmin.patch(`${USERS}/${employee.user.id}`, { status: 'deactivated' }).expect(200);
    await http.get('/api/v2/profile/user').set('Authorization', employee.authorization).expect(401);
    await http.get('/api/v2/jwt').set('Cookie', employee.cookie).expect(401);
    await asAdmin.patch(`${USERS}/${employee.user.id}`, { status: 'active' }).expect(200);
    await http.get('/api/v2/profile/user').set('Authorization', employee.authorization).expect(200);
  });

  it('answers 404 for someone of another company', async () => {
    const { db, asAdmin } = await setUp();
    const stranger = db.users.find((user) => user.company_id !== 1)!;
    await asAdmin.patch(`${USERS}/${stranger.id}`, { department: 'Sales' }).expect(404);
  });

  it('is refused to anyone but a global admin', async () => {
    const { db, as } = await setUp();
    const company = await personaAuth(db, 'company_admin');
    await as(company).get(USERS).expect(403);
    expect(persona(db, 'employee').status).toBe('active');
  });
});
