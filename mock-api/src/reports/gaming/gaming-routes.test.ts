import type { GamingSignals } from '@laurel/shared/contract';
import type { Bonus, CelebrationPostRow, Database, User } from '../../db/types';
import { createTestApi } from '../../testing/test-api';
import { personaAuth } from '../../testing/persona-auth';
import { GAMING_SIGNALS_PATH } from './gaming-routes';

const NOW = '2026-11-22T12:00:00.000Z';
const OCTOBER = '?start_date=2026-10-01&end_date=2026-10-31';

/** Company 1's recognitions replaced by a crafted month: a pair, a ring, a concentrated giver and an award. */
function craftedMonth(db: Database) {
  const [a, b, c, d, e, f, g] = db.users.filter((user) => user.company_id === 1 && !user.persona) as User[];
  db.bonuses = db.bonuses.filter((bonus) => bonus.company_id !== 1);
  let id = 900_000;
  const give = (giver: User, receiver: User, amount: number, day: number, extra: Partial<Bonus> = {}) => {
    const bonus = {
      id: id++,
      company_id: 1,
      giver_id: giver.id,
      receiver_ids: [receiver.id],
      amount,
      reason: 'Thanks',
      hashtags: ['OwnIt'],
      privacy: 'publicly_visible',
      created_at: `2026-10-${String(day).padStart(2, '0')}T09:00:00.000Z`,
      ...extra,
    } as Bonus;
    db.bonuses.push(bonus);
    return bonus;
  };
  for (const day of [2, 9]) {
    give(a!, b!, 10, day);
    give(b!, a!, 10, day + 1);
    give(c!, d!, 5, day);
    give(d!, e!, 5, day);
    give(e!, c!, 5, day);
    give(f!, g!, 30, day);
  }
  // Given in September: outside the range.
  give(a!, b!, 10, 1, { created_at: '2026-09-30T09:00:00.000Z' });
  // Paid by the company: an award given twice to the same person is no signal.
  give(g!, f!, 40, 3, { award_id: 1 });
  give(g!, f!, 40, 4, { award_id: 1 });
  for (const day of [5, 6]) {
    const post = give(g!, f!, 40, day);
    db.celebration_posts.push({ id: post.id, company_id: 1, bonus_id: post.id } as CelebrationPostRow);
  }
  return { a: a!, b: b!, c: c!, d: d!, e: e!, f: f!, g: g! };
}

async function signalsAs(persona: string, query = OCTOBER) {
  const api = createTestApi({ now: () => Date.parse(NOW) });
  const people = craftedMonth(api.db);
  const { authorization } = await personaAuth(api.db, persona);
  const response = await api.http.get(`${GAMING_SIGNALS_PATH}${query}`).set('Authorization', authorization);
  return { response, people, result: response.body.result as GamingSignals };
}

const ids = (result: GamingSignals) => result.signals.map((signal) => [signal.kind, signal.people.map((p) => p.id)]);

describe('GET /api/v2/admin/reports/gaming_signals', () => {
  it('finds the pair, the ring and the concentrated giver of October, with the recognitions behind each', async () => {
    const { response, result, people } = await signalsAs('global_admin');
    const { a, b, c, d, e, f, g } = people;
    expect(response.status).toBe(200);
    expect(result.range).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(result.thresholds).toEqual({
      reciprocalShare: 0.5,
      ringShare: 0.5,
      concentrationShare: 0.5,
      minRecognitions: 2,
    });
    const ringFrom = [c, d, e].sort((x, y) => x.id - y.id);
    // f gave 60 of a 100-point allowance to g; the awards and the celebration g gave back are the company's.
    expect(ids(result)).toEqual([
      ['reciprocal_pair', [a.id, b.id].sort((x, y) => x - y)],
      ['ring', ringFrom.map((person) => person.id)],
      ['concentration', [f.id, g.id]],
    ]);
    const [pair, ring, concentration] = result.signals;
    expect(pair).toMatchObject({ score: 1, points: 40 });
    expect(pair!.recognitions).toHaveLength(4);
    expect(pair!.people.map((person) => person.name).sort()).toEqual([a.display_name, b.display_name].sort());
    expect(ring).toMatchObject({ score: 1, points: 30 });
    expect(ring!.recognitions.every((recognition) => recognition.amount === 5)).toBe(true);
    expect(concentration).toMatchObject({ score: 0.6, points: 60 });
  });

  it('reads the allowance of a longer range as one per 30 days', async () => {
    // August to October: f's 60 points are 20 % of 300.
    const { result } = await signalsAs('global_admin', '?start_date=2026-08-03&end_date=2026-10-31');
    expect(result.signals.map((signal) => signal.kind)).toEqual(['reciprocal_pair', 'ring']);
  });

  it('finds nothing in a month without recognitions', async () => {
    const { result } = await signalsAs('global_admin', '?start_date=2026-07-01&end_date=2026-07-31');
    expect(result.signals).toEqual([]);
  });

  it('refuses a date that is not one', async () => {
    const { response } = await signalsAs('global_admin', '?start_date=2026-13-01&end_date=2026-10-31');
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('report_start_date_invalid');
  });

  it.each(['company_admin', 'finance_admin', 'awards_admin', 'employee'])('refuses %s', async (persona) => {
    const { response } = await signalsAs(persona);
    expect(response.status).toBe(403);
    expect(response.body.result).toBeUndefined();
  });
});
