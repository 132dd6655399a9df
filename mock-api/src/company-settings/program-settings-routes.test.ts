import { API_ERRORS, type ApiErrorId, type GivingRules, type ProgramSettings } from '@laurel/shared/contract';
import type { JobScheduler } from '../jobs/job-scheduler';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { give, userBy } from '../testing/give';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const SETTINGS = '/api/v2/admin/programs/settings';
const PEER_TO_PEER = '/api/v2/admin/programs/peer_to_peer';

async function setUp() {
  const api = createTestApi({ now: () => NOW });
  const admin = (await personaAuth(api.db, 'global_admin')).authorization;
  const employee = (await personaAuth(api.db, 'employee')).authorization;
  const patch = (path: string, body: object) => api.http.patch(path).set('Authorization', admin).send(body);
  return { api, admin, employee, patch };
}

const ALLOWANCE = { allowanceAmount: 100, resetPeriod: 'monthly', managerExtraAllowance: false, managerExtraAmount: 0 };

describe('/api/v2/admin/programs/settings', () => {
  it('answers the allowance and the next refill day', async () => {
    const { api, admin } = await setUp();
    const { body } = await api.http.get(SETTINGS).set('Authorization', admin).expect(200);
    expect(body.result).toEqual<ProgramSettings>({ ...ALLOWANCE, nextResetDate: '2026-12-01' } as ProgramSettings);
  });

  it("sets everyone's allowance, managers' with the extra", async () => {
    const { api, patch } = await setUp();
    const response = await patch(SETTINGS, {
      allowanceAmount: 40,
      resetPeriod: 'quarterly',
      managerExtraAllowance: true,
      managerExtraAmount: 25,
    });
    expect(response.status).toBe(200);
    expect(response.body.result.nextResetDate).toBe('2027-01-01');
    const manager = userBy(api.db, 'manager');
    expect(api.db.users.some((user) => user.manager_id === manager.id)).toBe(true);
    expect(manager.monthly_allowance).toBe(65);
    expect(userBy(api.db, 'employee').monthly_allowance).toBe(40);
  });

  it('refills every giving balance when the period changes on the job clock, not before', async () => {
    const { api, patch } = await setUp();
    const jobs = api.app.locals.jobs as JobScheduler;
    jobs.runDue();
    await patch(SETTINGS, { ...ALLOWANCE, allowanceAmount: 30 });
    const employee = userBy(api.db, 'employee');
    employee.giving_balance = 3;
    jobs.advanceTo(1, Date.parse('2026-11-30T12:00:00.000Z'));
    expect(employee.giving_balance).toBe(3);
    jobs.advanceTo(1, Date.parse('2026-12-01T00:30:00.000Z'));
    expect(employee.giving_balance).toBe(30);
    // Another company's people keep theirs.
    const other = api.db.users.find((user) => user.company_id === 2)!;
    expect(other.giving_balance).not.toBe(30);
  });

  it.each([
    [{ ...ALLOWANCE, allowanceAmount: -1 }, 'allowance_amount_invalid'],
    [{ ...ALLOWANCE, allowanceAmount: 1.5 }, 'allowance_amount_invalid'],
    [{ ...ALLOWANCE, managerExtraAmount: 100_001 }, 'manager_extra_amount_invalid'],
    [{ ...ALLOWANCE, resetPeriod: 'weekly' }, 'bad_request'],
  ])('refuses %j with %s', async (body, error) => {
    const { patch } = await setUp();
    const response = await patch(SETTINGS, body);
    expect(response.status).toBe(API_ERRORS[error as ApiErrorId].status);
    expect(response.body.error).toBe(error);
  });

  it('is for the global admin only', async () => {
    const { api, employee } = await setUp();
    const companyAdmin = (await personaAuth(api.db, 'company_admin')).authorization;
    await api.http.get(SETTINGS).set('Authorization', employee).expect(403);
    await api.http.patch(SETTINGS).set('Authorization', companyAdmin).send(ALLOWANCE).expect(403);
  });
});

describe('/api/v2/admin/programs/peer_to_peer: the giving rules POST /bonuses enforces', () => {
  const rules = (changes: Partial<GivingRules>): GivingRules => ({
    maxPointsPerRecognition: null,
    minRecipients: 1,
    maxRecipients: null,
    ...changes,
  });

  it('starts with no limits', async () => {
    const { api, admin } = await setUp();
    const { body } = await api.http.get(PEER_TO_PEER).set('Authorization', admin).expect(200);
    expect(body.result).toEqual(rules({}));
  });

  it('refuses a recognition above the most points, and gives at the limit', async () => {
    const { api, employee, patch } = await setUp();
    expect((await patch(PEER_TO_PEER, rules({ maxPointsPerRecognition: 5 }))).status).toBe(200);
    const manager = userBy(api.db, 'manager').slug;
    const above = await give(api, employee, { reason: `+6 @${manager} thanks #OwnIt` });
    expect(above.status).toBe(422);
    expect(above.body).toMatchObject({
      error: 'amount_above_limit',
      message: 'Give at most 5 points in one recognition',
    });
    expect((await give(api, employee, { reason: `+5 @${manager} thanks #OwnIt` })).status).toBe(201);
  });

  it('serves the rules to the composer, which checks them before sending', async () => {
    const { api, employee, patch } = await setUp();
    await patch(PEER_TO_PEER, rules({ maxPointsPerRecognition: 5, maxRecipients: 3 }));
    const { body } = await api.http.get('/api/v2/companies/show').set('Authorization', employee).expect(200);
    expect(body.result.giving_rules).toEqual(rules({ maxPointsPerRecognition: 5, maxRecipients: 3 }));
  });

  it('names every rule broken, in the composer’s order', async () => {
    const { api, employee, patch } = await setUp();
    await patch(PEER_TO_PEER, rules({ maxPointsPerRecognition: 5, minRecipients: 2 }));
    const manager = userBy(api.db, 'manager').slug;
    const response = await give(api, employee, { reason: `+6 @${manager} thanks #OwnIt` });
    expect(response.body).toMatchObject({
      error: 'amount_above_limit',
      errors: ['amount_above_limit', 'too_few_recipients'],
    });
  });

  it('refuses too few and too many recipients', async () => {
    const { api, employee, patch } = await setUp();
    const [manager, ada, olga] = ['manager', 'awards_admin', 'finance_admin'].map(
      (persona) => userBy(api.db, persona).slug,
    );
    await patch(PEER_TO_PEER, rules({ minRecipients: 2, maxRecipients: 2 }));
    const one = await give(api, employee, { reason: `+1 @${manager} thanks #OwnIt` });
    expect(one.body).toMatchObject({ error: 'too_few_recipients', message: 'Recognize at least 2 people at once' });
    const three = await give(api, employee, { reason: `+1 @${manager} @${ada} @${olga} thanks #OwnIt` });
    expect(three.body.error).toBe('too_many_recipients');
    expect((await give(api, employee, { reason: `+1 @${manager} @${ada} thanks #OwnIt` })).status).toBe(201);
  });

  it('never lets a giver recognise themself, whatever the rules', async () => {
    const { api, employee } = await setUp();
    const self = userBy(api.db, 'employee').slug;
    const response = await give(api, employee, { reason: `+1 @${self} thanks #OwnIt` });
    expect(response.status).toBe(422);
  });

  it.each([
    [rules({ maxPointsPerRecognition: 0 }), 'max_points_invalid'],
    [rules({ minRecipients: 0 }), 'recipients_limit_invalid'],
    [rules({ minRecipients: 3, maxRecipients: 2 }), 'recipients_range_invalid'],
  ])('refuses %j with 422 %s', async (body, error) => {
    const { patch } = await setUp();
    const response = await patch(PEER_TO_PEER, body);
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(error);
  });

  it('is for global admins of a tier with peer-to-peer', async () => {
    const { api } = await setUp();
    const trial = (await personaAuth(api.db, 'trial_admin')).authorization;
    await api.http.get(PEER_TO_PEER).set('Authorization', trial).expect(403);
  });
});
