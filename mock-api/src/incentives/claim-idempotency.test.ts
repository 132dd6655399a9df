import type { IncentiveClaim, IncentiveDetail } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { ADMIN_INCENTIVES, APPROVAL_REQUESTS, incentiveForm } from '../testing/incentives';
import { JPEG } from '../uploads/upload-fixtures';

async function setUp() {
  const api = createTestApi({ now: testClock('2026-11-10T09:00:00.000Z').now });
  const admin = await personaAuth(api.db, 'awards_admin');
  const employee = await personaAuth(api.db, 'employee');
  const incentive = (
    await api.http
      .post(ADMIN_INCENTIVES)
      .set('Authorization', admin.authorization)
      .send(incentiveForm({ amount: 20, quantity: 5 }))
      .expect(201)
  ).body as IncentiveDetail;
  const claimsOf = () => api.db.incentive_claims.filter((claim) => claim.incentive_id === incentive.id);
  const stock = () => api.db.incentives.find((row) => row.id === incentive.id)!.quantity;
  return { ...api, employee, incentive, claimsOf, stock };
}

describe('POST /approval_requests with an Idempotency-Key', () => {
  it('answers a retried claim with proof with the first result: one claim, one payment, one unit of stock', async () => {
    const api = await setUp();
    const earning = api.employee.user.earning_balance;
    const send = () =>
      api.http
        .post(APPROVAL_REQUESTS)
        .set('Authorization', api.employee.authorization)
        .set('Idempotency-Key', 'claim-attempt-1')
        .field('award_id', String(api.incentive.id))
        .field('claim_reason', 'Finished the challenge')
        .attach('claim_attachment', JPEG, 'proof.jpg');
    const first = await send().expect(201);
    const retry = await send().expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((first.body.result as IncentiveClaim).state).toBe('approved');
    expect(api.claimsOf()).toHaveLength(1);
    expect(api.stock()).toBe(4);
    expect(api.employee.user.earning_balance).toBe(earning + 20);
  });

  it('refuses the same key with another form: the fields and the proof are the request, not the boundary', async () => {
    const api = await setUp();
    const send = (reason: string, proof: Buffer) =>
      api.http
        .post(APPROVAL_REQUESTS)
        .set('Authorization', api.employee.authorization)
        .set('Idempotency-Key', 'claim-attempt-2')
        .field('award_id', String(api.incentive.id))
        .field('claim_reason', reason)
        .attach('claim_attachment', proof, 'proof.jpg');
    await send('Finished the challenge', JPEG).expect(201);
    expect((await send('Another reason', JPEG).expect(422)).body.error).toBe('idempotency_key_reused');
    const otherProof = Buffer.concat([JPEG, Buffer.from([0])]);
    expect((await send('Finished the challenge', otherProof).expect(422)).body.error).toBe('idempotency_key_reused');
    expect(api.claimsOf()).toHaveLength(1);
    expect(api.stock()).toBe(4);
  });

  it('claims again under a new key, and refuses the same key with another JSON claim', async () => {
    const api = await setUp();
    const claim = (key: string, reason: string) =>
      api.http
        .post(APPROVAL_REQUESTS)
        .set('Authorization', api.employee.authorization)
        .set('Idempotency-Key', key)
        .send({ award_id: api.incentive.id, claim_reason: reason });
    await claim('attempt-a', 'First time').expect(201);
    await claim('attempt-b', 'Second time').expect(201);
    expect(api.claimsOf()).toHaveLength(2);
    expect((await claim('attempt-a', 'Something else').expect(422)).body.error).toBe('idempotency_key_reused');
    expect(api.claimsOf()).toHaveLength(2);
    expect(api.stock()).toBe(3);
  });

  it('a refused claim keeps its answer under its key; a new attempt under a new key goes through', async () => {
    const api = await setUp();
    const claim = (reason: string) =>
      api.http
        .post(APPROVAL_REQUESTS)
        .set('Authorization', api.employee.authorization)
        .set('Idempotency-Key', `attempt-${reason.length}`)
        .send({ award_id: api.incentive.id, claim_reason: reason });
    expect((await claim('  ').expect(422)).body.error).toBe('claim_reason_required');
    await claim('Now with a reason').expect(201);
    expect(api.claimsOf()).toHaveLength(1);
  });
});
