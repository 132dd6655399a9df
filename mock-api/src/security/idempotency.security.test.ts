import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMockApi } from '../app';
import { NO_RATE_LIMITS } from '../config';
import { generateDatabase } from '../seed/generate';
import { APP_ORIGIN, createTestApi, signInAs, TEST_SECRET, TEST_TODAY } from '../testing/test-api';
import { give, totalPoints, userBy } from '../testing/give';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import request from 'supertest';

const tally = securityTally('idempotency', () => '');
const counted = (ok: boolean) => expect(tally.count(ok)).toBe(true);
afterAll(() =>
  writeSecurityResults('idempotency', [
    {
      ...tally.row(),
      detail:
        'POST /bonuses: replay, other payload 422, per user, 24 h expiry, survives a restart; POST /approval_requests: a retried claim replayed, paid once',
    },
  ]),
);

const HOUR_MS = 60 * 60 * 1000;
const thanks = (amount: number) => ({ reason: `+${amount} @emma-employee-1 thanks #OwnIt` });

function clockedApi() {
  let now = TEST_TODAY.getTime();
  const api = createTestApi({ now: () => now });
  return { ...api, advance: (ms: number) => (now += ms) };
}

describe('Idempotency-Key on POST /bonuses', () => {
  it('answers a retry with the first result and moves the points once', async () => {
    const api = clockedApi();
    const { authorization } = await signInAs(api.http, 'manager');
    const manager = userBy(api.db, 'manager');
    const first = await give(api, authorization, thanks(5), { key: 'give-1' });
    const balance = manager.giving_balance;
    const bonuses = api.db.bonuses.length;
    const retry = await give(api, authorization, thanks(5), { key: 'give-1' });
    counted(first.status === 201 && retry.status === 201);
    counted(JSON.stringify(retry.body) === JSON.stringify(first.body));
    counted(retry.headers['idempotent-replayed'] === 'true');
    counted(manager.giving_balance === balance && api.db.bonuses.length === bonuses);
  });

  it('refuses the same key with another payload (422 idempotency_key_reused), changing nothing', async () => {
    const api = clockedApi();
    const { authorization } = await signInAs(api.http, 'manager');
    await give(api, authorization, thanks(5), { key: 'give-2' }).expect(201);
    const before = {
      total: totalPoints(api.db),
      bonuses: api.db.bonuses.length,
      balance: userBy(api.db, 'manager').giving_balance,
    };
    const reused = await give(api, authorization, thanks(50), { key: 'give-2' });
    counted(reused.status === 422 && reused.body.error === 'idempotency_key_reused');
    const otherQuery = await give(api, authorization, thanks(5), { key: 'give-2', query: 'include_children=false' });
    counted(otherQuery.status === 422);
    counted(api.db.bonuses.length === before.bonuses && userBy(api.db, 'manager').giving_balance === before.balance);
    counted(totalPoints(api.db) === before.total);
  });

  it('scopes keys per user: the same key from someone else is their own request', async () => {
    const api = clockedApi();
    const manager = await signInAs(api.http, 'manager');
    const admin = await signInAs(api.http, 'company_admin');
    const mine = await give(api, manager.authorization, thanks(5), { key: 'shared-key' });
    const theirs = await give(api, admin.authorization, thanks(5), { key: 'shared-key' });
    counted(mine.status === 201 && theirs.status === 201 && mine.body.result.id !== theirs.body.result.id);
  });

  it('forgets a key after 24 hours', async () => {
    const api = clockedApi();
    const { authorization } = await signInAs(api.http, 'manager');
    const first = await give(api, authorization, thanks(5), { key: 'give-3' });
    api.advance(23 * HOUR_MS);
    counted((await give(api, authorization, thanks(5), { key: 'give-3' })).body.result.id === first.body.result.id);
    api.advance(2 * HOUR_MS);
    const later = await give(api, authorization, thanks(5), { key: 'give-3' });
    counted(later.status === 201 && later.body.result.id !== first.body.result.id);
    counted(api.db.idempotency_keys.length === 1);
  });

  it('replays a refusal too, and refuses an unusable key', async () => {
    const api = clockedApi();
    const { authorization } = await signInAs(api.http, 'manager');
    const tooMuch = await give(api, authorization, thanks(500), { key: 'give-4' });
    const again = await give(api, authorization, thanks(500), { key: 'give-4' });
    counted(tooMuch.status === 422 && again.status === 422 && again.body.error === tooMuch.body.error);
    counted((await give(api, authorization, thanks(5), { key: 'k'.repeat(256) })).status === 400);
  });

  it('keeps keys in the db file, so a retry after a restart still gets the first answer', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-idempotency-')), 'db.json');
    fs.writeFileSync(file, JSON.stringify(generateDatabase({ today: TEST_TODAY })));
    const start = () => {
      const app = createMockApi({
        source: file,
        allowedOrigins: [APP_ORIGIN],
        secret: TEST_SECRET,
        rateLimits: NO_RATE_LIMITS,
      });
      return { app, http: request(app) };
    };
    const before = start();
    const { authorization } = await signInAs(before.http, 'manager');
    const first = await give(before, authorization, thanks(5), { key: 'give-5' });
    (before.app.locals.flushDatabase as () => void)();

    const after = start();
    const retry = await give(after, authorization, thanks(5), { key: 'give-5' });
    counted(retry.status === 201 && retry.body.result.id === first.body.result.id);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { bonuses: unknown[]; idempotency_keys: unknown[] };
    counted(stored.idempotency_keys.length === 1);
  });
});

describe('Idempotency-Key on POST /approval_requests', () => {
  it('answers a retried claim with the first result: one claim, one payment, one unit of stock', async () => {
    const api = clockedApi();
    const admin = await signInAs(api.http, 'awards_admin');
    const created = await api.http
      .post('/api/v2/admin/incentives')
      .set('Authorization', admin.authorization)
      .send({ name: 'Idempotent kit', amount: 20, quantity: 5, message: 'Thanks!' })
      .expect(201);
    const { authorization } = await signInAs(api.http, 'employee');
    const employee = userBy(api.db, 'employee');
    const earning = employee.earning_balance;
    const claim = () =>
      api.http
        .post('/api/v2/approval_requests')
        .set('Authorization', authorization)
        .set('Idempotency-Key', 'claim-1')
        .send({ award_id: created.body.id, claim_reason: 'Finished it' });
    const first = await claim();
    const retry = await claim();
    counted(first.status === 201 && retry.status === 201);
    counted(retry.headers['idempotent-replayed'] === 'true' && retry.body.result.id === first.body.result.id);
    const claims = api.db.incentive_claims.filter((row) => row.incentive_id === created.body.id);
    counted(claims.length === 1 && userBy(api.db, 'employee').earning_balance === earning + 20);
    counted(api.db.incentives.find((row) => row.id === created.body.id)!.quantity === 4);
  });
});
