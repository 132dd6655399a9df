import type {
  AuditEventPage,
  SuperAdminCompany,
  TechOpsCompany,
  TechOpsOverview,
  TechOpsUser,
} from '@laurel/shared/contract';
import { createTestApi, signInAs } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { ADMIN_AWARDS, awardForm } from '../testing/awards';
import { XSS_CORPUS } from '../testing/rich-text-problems';

const EVENTS = '/api/v2/super_admin/events';
const COMPANIES = '/api/v2/super_admin/companies';
const CLOCK = '2026-11-10T09:00:00.000Z';

async function setUp() {
  const api = createTestApi({ now: testClock(CLOCK).now });
  const superAdmin = await personaAuth(api.db, 'super_admin');
  const techOps = await personaAuth(api.db, 'tech_ops');
  const admin = await personaAuth(api.db, 'global_admin');
  const as = (authorization: string) => ({ Authorization: authorization });
  return { ...api, superAdmin, techOps, admin, as };
}

describe('super-admin companies', () => {
  it('lists and searches every company with its tier, trial, limited release and hidden competitive features', async () => {
    const api = await setUp();
    const all = await api.http.get(COMPANIES).set(api.as(api.superAdmin.authorization)).expect(200);
    expect(all.body.records).toHaveLength(api.db.companies.length);
    const trial = api.db.companies.find((company) => company.status === 'in_trial')!;
    const found = await api.http
      .get(`${COMPANIES}?q=${encodeURIComponent(trial.name.split(' ')[0]!)}`)
      .set(api.as(api.superAdmin.authorization))
      .expect(200);
    expect(found.body.records).toContainEqual(
      expect.objectContaining({
        id: trial.id,
        status: 'in_trial',
        trialEndDate: trial.trial_end_date,
        limitedReleaseMode: trial.limited_release_mode,
        hideCompetitiveFeatures: trial.hide_competitive_features,
      }),
    );
    const byId = await api.http.get(`${COMPANIES}?q=${trial.id}`).set(api.as(api.superAdmin.authorization));
    expect((byId.body.records as SuperAdminCompany[]).map((company) => company.id)).toContain(trial.id);
  });

  it('edits a company and writes the change to the audit log of that company, with before and after', async () => {
    const api = await setUp();
    const company = api.db.companies.find((row) => row.id !== api.superAdmin.user.company_id)!;
    const was = company.product_tier;
    const edited = await api.http
      .patch(`${COMPANIES}/${company.id}`)
      .set(api.as(api.superAdmin.authorization))
      .send({ productTier: 'tier_one', trialEndDate: '2026-12-31', limitedReleaseMode: true })
      .expect(200);
    expect(edited.body.result).toMatchObject({
      productTier: 'tier_one',
      trialEndDate: '2026-12-31',
      limitedReleaseMode: true,
    });
    expect(company.product_tier).toBe('tier_one');

    const log = await api.http
      .get(`${EVENTS}?company_id=${company.id}&action=company.update`)
      .set(api.as(api.superAdmin.authorization))
      .expect(200);
    const page = log.body as AuditEventPage;
    expect(page.records).toEqual([
      expect.objectContaining({
        action: 'company.update',
        companyId: company.id,
        companyName: company.name,
        actorName: api.superAdmin.user.display_name,
        createdAt: CLOCK,
        before: expect.objectContaining({ product_tier: was }),
        after: expect.objectContaining({ product_tier: 'tier_one', trial_end_date: '2026-12-31' }),
      }),
    ]);
  });

  it('refuses a field it does not edit, an unknown tier, a malformed day and an unknown company', async () => {
    const api = await setUp();
    const auth = api.as(api.superAdmin.authorization);
    await api.http.patch(`${COMPANIES}/1`).set(auth).send({ name: 'Renamed' }).expect(400);
    await api.http.patch(`${COMPANIES}/1`).set(auth).send({ productTier: 'platinum' }).expect(400);
    await api.http.patch(`${COMPANIES}/1`).set(auth).send({ trialEndDate: '31/12/2026' }).expect(400);
    await api.http.patch(`${COMPANIES}/999999`).set(auth).send({ limitedReleaseMode: true }).expect(404);
    expect(api.db.audit_events).toEqual([]);
  });

  it('is refused to a global admin and to tech-ops', async () => {
    const api = await setUp();
    await api.http.get(COMPANIES).set(api.as(api.admin.authorization)).expect(403);
    await api.http.patch(`${COMPANIES}/1`).set(api.as(api.techOps.authorization)).send({}).expect(403);
    await api.http.get(EVENTS).set(api.as(api.admin.authorization)).expect(403);
  });
});

describe('the audit log', () => {
  it('filters by actor, action and days, newest first, paged by 20', async () => {
    const api = await setUp();
    for (let index = 0; index < 21; index += 1) {
      await api.http
        .post(ADMIN_AWARDS)
        .set(api.as(api.admin.authorization))
        .send(awardForm({ name: `Award ${index}` }))
        .expect(201);
    }
    const auth = api.as(api.superAdmin.authorization);
    const first = (await api.http.get(`${EVENTS}?action=award.create`).set(auth).expect(200)).body as AuditEventPage;
    expect(first.metadata).toMatchObject({ page: 1, perPage: 20, totalCount: 21, pageCount: 2 });
    expect(first.metadata.actions).toContain('award.create');
    expect(first.records[0]!.after).toMatchObject({ name: 'Award 20' });
    const second = (await api.http.get(`${EVENTS}?action=award.create&page=2`).set(auth)).body as AuditEventPage;
    expect(second.records.map((event) => (event.after as { name: string }).name)).toEqual(['Award 0']);

    const lastName = api.admin.user.display_name.split(' ').at(-1)!;
    const byActor = (await api.http.get(`${EVENTS}?actor=${lastName}`).set(auth)).body as AuditEventPage;
    expect(byActor.metadata.totalCount).toBe(21);
    const nobody = (await api.http.get(`${EVENTS}?actor=zz-nobody`).set(auth)).body as AuditEventPage;
    expect(nobody.records).toEqual([]);
    const sameDay = (await api.http.get(`${EVENTS}?from=2026-11-10&to=2026-11-10`).set(auth)).body as AuditEventPage;
    expect(sameDay.metadata.totalCount).toBe(21);
    const later = (await api.http.get(`${EVENTS}?from=2026-11-11`).set(auth)).body as AuditEventPage;
    expect(later.metadata.totalCount).toBe(0);
    await api.http.get(`${EVENTS}?from=yesterday`).set(auth).expect(400);
  });
});

describe('tech-ops lookups', () => {
  it('the overview counts companies and people and shows the latest events', async () => {
    const api = await setUp();
    await api.http.post(ADMIN_AWARDS).set(api.as(api.admin.authorization)).send(awardForm()).expect(201);
    const overview = (
      await api.http.get('/api/v2/tech_ops/overview').set(api.as(api.techOps.authorization)).expect(200)
    ).body.result as TechOpsOverview;
    expect(overview.counts.companies).toBe(api.db.companies.length);
    expect(overview.recentEvents.map((event) => event.action)).toEqual(['award.create']);
    expect(overview.integrationErrors).toEqual([]);
  });

  it('finds a company by name and shows its settings, admins, counts and events', async () => {
    const api = await setUp();
    const company = api.db.companies.find((row) => row.id === api.admin.user.company_id)!;
    const matches = await api.http
      .get(`/api/v2/tech_ops/companies?q=${encodeURIComponent(company.name)}`)
      .set(api.as(api.techOps.authorization))
      .expect(200);
    expect(matches.body.result).toContainEqual(expect.objectContaining({ id: company.id, label: company.name }));
    const detail = (
      await api.http.get(`/api/v2/tech_ops/companies/${company.id}`).set(api.as(api.techOps.authorization)).expect(200)
    ).body.result as TechOpsCompany;
    expect(detail.company).toMatchObject({ id: company.id, productTier: company.product_tier });
    expect(detail.admins).toContainEqual(
      expect.objectContaining({ id: api.admin.user.id, roles: expect.arrayContaining(['global_admin']) }),
    );
    expect(detail.counts.activeUsers).toBe(
      api.db.users.filter((user) => user.company_id === company.id && user.status === 'active').length,
    );
    await api.http.get('/api/v2/tech_ops/companies/999999').set(api.as(api.techOps.authorization)).expect(404);
  });

  it('finds a person by e-mail and shows their company, roles, status, last sign-in and recognitions as text', async () => {
    const api = await setUp();
    await signInAs(api.http, 'employee');
    const emma = api.db.users.find((user) => user.persona === 'employee')!;
    const payload = XSS_CORPUS[0]!.payload;
    api.db.bonuses.push({
      ...api.db.bonuses.find((bonus) => bonus.giver_id === emma.id)!,
      id: 990_001,
      reason: payload,
    });
    const matches = await api.http
      .get(`/api/v2/tech_ops/users?q=${encodeURIComponent(emma.email)}`)
      .set(api.as(api.techOps.authorization))
      .expect(200);
    expect(matches.body.result).toEqual([expect.objectContaining({ id: emma.id, label: emma.display_name })]);
    const person = (
      await api.http.get(`/api/v2/tech_ops/users/${emma.id}`).set(api.as(api.techOps.authorization)).expect(200)
    ).body.result as TechOpsUser;
    expect(person).toMatchObject({ email: emma.email, status: 'active', company: { id: emma.company_id } });
    expect(person.lastSignInAt).toEqual(expect.any(String));
    expect(person.recentRecognitions[0]).toMatchObject({ id: 990_001, direction: 'given' });
    expect(person.recentRecognitions[0]!.reason).not.toMatch(/<[a-z]/i);
  });

  it('answers nothing for an empty query and is refused to a super-admin and a global admin', async () => {
    const api = await setUp();
    const empty = await api.http.get('/api/v2/tech_ops/users?q=').set(api.as(api.techOps.authorization)).expect(200);
    expect(empty.body.result).toEqual([]);
    await api.http.get('/api/v2/tech_ops/overview').set(api.as(api.superAdmin.authorization)).expect(403);
    await api.http.get('/api/v2/tech_ops/users/1').set(api.as(api.admin.authorization)).expect(403);
  });
});
