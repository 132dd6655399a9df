import type { Recap } from '@laurel/shared/contract';
import type { Bonus, User } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';

const NOW = '2026-11-22T12:00:00.000Z';
const recapPath = (user: User, query = '') => `/api/v2/recaps/${user.id}${query}`;

async function setUp() {
  const api = createTestApi({ now: testClock(NOW).now });
  const person = (persona: string) => api.db.users.find((user) => user.persona === persona)!;
  const [emma, mateo, gloria] = [person('employee'), person('manager'), person('global_admin')];
  // Emma's recognitions are only the ones made here, so every figure is counted by hand.
  api.db.bonuses = api.db.bonuses.filter(
    (bonus) => bonus.giver_id !== emma.id && !bonus.receiver_ids.includes(emma.id),
  );
  let id = 950_000;
  const bonus = (giver: User, receivers: User[], amount: number, hashtags: string[], at: string, extra = {}) =>
    api.db.bonuses.push({
      id: id++,
      company_id: 1,
      giver_id: giver.id,
      receiver_ids: receivers.map((user) => user.id),
      amount,
      reason: `<b>${amount}</b> thanks`,
      hashtags,
      privacy: 'publicly_visible',
      created_at: at,
      ...extra,
    } as Bonus);
  bonus(mateo, [emma], 10, ['OwnIt', 'Care'], '2026-11-20T09:00:00.000Z');
  bonus(gloria, [emma, mateo], 5, ['Care'], '2026-06-01T09:00:00.000Z');
  bonus(mateo, [emma], 7, ['care'], '2026-02-01T09:00:00.000Z', { privacy: 'privately_visible' });
  bonus(emma, [mateo, gloria], 3, ['Bold'], '2026-10-01T09:00:00.000Z');
  // Outside the default twelve months.
  bonus(mateo, [emma], 50, ['Old'], '2025-11-22T09:00:00.000Z');
  const read = async (persona: string, target: User, query = '') =>
    api.http.get(recapPath(target, query)).set('Authorization', (await personaAuth(api.db, persona)).authorization);
  const recapAs = async (persona: string, target: User, query = '') => {
    const answer = await read(persona, target, query);
    expect(answer.status).toBe(200);
    return answer.body.result as Recap;
  };
  return { ...api, emma, mateo, gloria, read, recapAs };
}

describe('GET /recaps/:userId', () => {
  it('answers the person’s last twelve months: received and given, totals and top values', async () => {
    const api = await setUp();
    const recap = await api.recapAs('employee', api.emma);
    expect(recap.from).toBe('2025-11-23');
    expect(recap.to).toBe('2026-11-22');
    expect(recap.person).toEqual({
      id: api.emma.id,
      displayName: api.emma.display_name,
      department: 'Engineering',
      managerName: api.mateo.display_name,
    });
    expect(recap.received.map((row) => [row.amount, row.giver?.displayName, row.reason])).toEqual([
      [10, api.mateo.display_name, '<b>10</b> thanks'],
      [5, api.gloria.display_name, '<b>5</b> thanks'],
      [7, api.mateo.display_name, '<b>7</b> thanks'],
    ]);
    expect(recap.given.map((row) => row.amount)).toEqual([3]);
    expect(recap.totals).toEqual({
      recognitionsReceived: 3,
      pointsReceived: 22,
      recognitionsGiven: 1,
      pointsGiven: 6,
    });
    expect(recap.topValues).toEqual([
      { hashtag: 'Care', count: 3 },
      { hashtag: 'OwnIt', count: 1 },
    ]);
  });

  it('reads the period from `from` and `to`, falling back on values it cannot read', async () => {
    const api = await setUp();
    const june = await api.recapAs('employee', api.emma, '?from=2026-05-01&to=2026-06-30');
    expect([june.from, june.to, june.totals.pointsReceived]).toEqual(['2026-05-01', '2026-06-30', 5]);
    const wrong = await api.recapAs('employee', api.emma, '?from=soon&to=2026-13-45');
    expect([wrong.from, wrong.to]).toEqual(['2025-11-23', '2026-11-22']);
    const reversed = await api.recapAs('employee', api.emma, '?from=2026-06-30&to=2026-05-01');
    expect([reversed.from, reversed.to]).toEqual(['2025-11-23', '2026-11-22']);
  });

  it('is the person’s, their manager’s and a global admin’s; a manager sees only what the feed shows them', async () => {
    const api = await setUp();
    const manager = await api.recapAs('manager', api.emma);
    expect(manager.totals.recognitionsReceived).toBe(3);
    const admin = await api.recapAs('global_admin', api.emma);
    // The private one between Mateo and Emma is not the global admin's to read.
    expect(admin.received.map((row) => row.amount)).toEqual([10, 5]);
    for (const persona of ['company_admin', 'finance_admin', 'rewards_admin', 'awards_admin']) {
      expect((await api.read(persona, api.emma)).status).toBe(404);
    }
    // Emma is not Mateo's manager, and another company's person is nobody's here.
    expect((await api.read('employee', api.mateo)).status).toBe(404);
    expect((await api.read('trial_admin', api.emma)).status).toBe(404);
    expect((await api.read('global_admin', { id: 424242 } as User)).status).toBe(404);
  });
});
