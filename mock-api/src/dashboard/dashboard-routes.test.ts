import type { AdminDashboard } from '@laurel/shared/contract';
import type { Bonus, Database, User } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { ADMIN_DASHBOARD_PATH } from './dashboard-routes';

const NOW = '2026-11-22T12:00:00.000Z';

/** Company 1 cut down to four active people and a handful of rows, so every figure is counted by hand. */
function smallCompany(db: Database) {
  const person = (persona: string) => db.users.find((user) => user.persona === persona)!;
  const [admin, finance, emma, mateo] = ['global_admin', 'finance_admin', 'employee', 'manager'].map(person) as [
    User,
    User,
    User,
    User,
  ];
  const kept = new Set([admin.id, finance.id, emma.id, mateo.id]);
  const gone = db.users.find((user) => user.company_id === 1 && !kept.has(user.id))!;
  for (const user of db.users.filter((row) => row.company_id === 1)) {
    user.status = kept.has(user.id) ? 'active' : 'deactivated';
    user.monthly_allowance = 100;
  }
  const others = <Row extends { company_id: number }>(rows: Row[]) => rows.filter((row) => row.company_id !== 1);
  db.bonuses = others(db.bonuses);
  db.redemptions = others(db.redemptions);
  db.incentive_claims = others(db.incentive_claims);
  db.award_gives = others(db.award_gives);
  db.celebration_posts = others(db.celebration_posts);

  let id = 900_000;
  const bonus = (giver: User, receivers: User[], amount: number, hashtags: string[], at: string, extra = {}) => {
    const row = {
      id: id++,
      company_id: 1,
      giver_id: giver.id,
      receiver_ids: receivers.map((user) => user.id),
      amount,
      reason: 'Thanks',
      hashtags,
      privacy: 'publicly_visible',
      created_at: at,
      ...extra,
    } as Bonus;
    db.bonuses.push(row);
    return row;
  };
  bonus(emma, [mateo], 10, ['OwnIt', 'Care'], '2026-11-20T09:00:00.000Z');
  bonus(mateo, [emma, admin], 5, ['Care'], '2026-11-01T09:00:00.000Z', { flash_points_used: 4 });
  bonus(emma, [mateo], 20, ['Bold'], '2026-10-24T09:00:00.000Z');
  const awardPost = bonus(admin, [emma], 50, ['Care'], '2026-11-10T09:00:00.000Z');
  bonus(gone, [emma], 7, ['Zest'], '2026-11-02T09:00:00.000Z');
  // The previous period ends where this one starts, 30 days before now, and holds that instant.
  bonus(emma, [mateo], 8, ['OwnIt'], '2026-10-23T12:00:00.000Z');
  bonus(mateo, [emma], 2, ['Care'], '2026-10-01T09:00:00.000Z');
  bonus(emma, [mateo], 99, ['Care'], '2026-09-01T09:00:00.000Z');
  db.bonuses.push({ ...db.bonuses.at(-1)!, id: id++, company_id: 2, created_at: '2026-11-20T09:00:00.000Z' });

  const redemption = (points: number, state: string, at: string) =>
    db.redemptions.push({
      ...db.redemptions[0]!,
      id: id++,
      company_id: 1,
      user_id: emma.id,
      price_in_points: points,
      aasm_state: state,
      created_at: at,
    } as Database['redemptions'][number]);
  redemption(100, 'approved', '2026-11-05T09:00:00.000Z');
  redemption(500, 'declined', '2026-11-06T09:00:00.000Z');
  redemption(30, 'fulfilled', '2026-10-05T09:00:00.000Z');

  const approval = (state: string, at: string, decided: string | null, bonusId: number | null = null) =>
    ({
      id: id++,
      company_id: 1,
      state,
      created_at: at,
      decision_date: decided,
      bonus_id: bonusId,
    }) as never;
  db.incentive_claims.push(
    approval('pending', '2026-11-21T09:00:00.000Z', null),
    approval('approved', '2026-10-10T09:00:00.000Z', '2026-11-05T09:00:00.000Z'),
    approval('declined', '2026-10-01T09:00:00.000Z', '2026-10-02T09:00:00.000Z'),
  );
  db.award_gives.push(
    approval('approved', '2026-11-10T09:00:00.000Z', '2026-11-10T09:00:00.000Z', awardPost.id),
    approval('pending', '2026-11-15T09:00:00.000Z', null),
  );
}

async function dashboardAs(persona: string, status = 200, prepare = smallCompany) {
  const api = createTestApi({ now: () => Date.parse(NOW) });
  prepare(api.db);
  const { authorization } = await personaAuth(api.db, persona);
  return api.http.get(ADMIN_DASHBOARD_PATH).set('Authorization', authorization).expect(status);
}

describe('GET /api/v2/admin/analytics/dashboard', () => {
  it("answers the company's last 30 days against the 30 before, counted by hand", async () => {
    const { body } = await dashboardAs('global_admin');
    expect(body.result).toEqual<AdminDashboard>({
      period: { start: '2026-10-23T12:00:00.000Z', end: NOW },
      previousPeriod: { start: '2026-09-23T12:00:00.000Z', end: '2026-10-23T12:00:00.000Z' },
      activePeople: 4,
      // Emma, Mateo and the admin; the deactivated giver is not one of the active people.
      givers: { current: 3, previous: 2 },
      receivers: { current: 3, previous: 2 },
      recognitions: { current: 5, previous: 2 },
      // 10 + 5×2 + 20 + 50 + 7, and 8 + 2.
      pointsGiven: { current: 97, previous: 10 },
      topValues: [
        { hashtag: 'Care', current: 3, previous: 1 },
        { hashtag: 'Bold', current: 1, previous: 0 },
        { hashtag: 'OwnIt', current: 1, previous: 1 },
        { hashtag: 'Zest', current: 1, previous: 0 },
      ],
      // The award's post is paid by the company; 4 of Mateo's 10 were flash points: 10 + 6 + 20 + 7.
      allowanceUsed: { current: 43, previous: 10 },
      allowanceTotal: 400,
      // The declined redemption is not counted.
      redemptions: { current: 1, previous: 1 },
      redeemedPoints: { current: 100, previous: 30 },
      // The claim approved on 5 November was still waiting when the previous period ended.
      pendingClaims: { current: 1, previous: 1 },
      pendingAwardGives: { current: 1, previous: 0 },
    });
  });

  it('shows the finance admin the same figures', async () => {
    const { body } = await dashboardAs('finance_admin');
    expect(body.result.recognitions).toEqual({ current: 5, previous: 2 });
  });

  it.each(['company_admin', 'rewards_admin', 'awards_admin', 'employee'])('refuses %s', async (persona) => {
    // On the seed as it is: the cut-down company deactivates these people.
    const { body } = await dashboardAs(persona, 403, () => undefined);
    expect(body.result).toBeUndefined();
  });
});
