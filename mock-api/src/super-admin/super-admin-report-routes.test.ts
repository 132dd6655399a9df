import type { Bonus, User } from '../db/types';
import type {
  CatalogToolItem,
  CompanyKvms,
  IntegrationError,
  QualityBotReport,
  RewardsHealthCheck,
} from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { XSS_CORPUS } from '../testing/rich-text-problems';

const NOW = '2026-11-22T12:00:00.000Z';

async function setUp() {
  const api = createTestApi({ now: testClock(NOW).now });
  const superAdmin = await personaAuth(api.db, 'super_admin');
  const admin = await personaAuth(api.db, 'global_admin');
  return { ...api, superAdmin, admin };
}

describe('GET /super_admin/bonus_quality_bot_reports', () => {
  it('bands each company’s last 30 days by score and lists the lowest-scoring recognitions as text', async () => {
    const api = await setUp();
    const giver = api.db.users.find((user) => user.company_id === 2 && user.status === 'active')!;
    api.db.bonuses = api.db.bonuses.filter((bonus) => bonus.company_id !== 2);
    const bonus = (id: number, reason: string, score: number, at: string) =>
      ({
        id,
        company_id: 2,
        giver_id: giver.id,
        receiver_ids: [],
        amount: 1,
        reason,
        hashtags: [],
        privacy: 'publicly_visible',
        created_at: at,
        quality_score: { score, dimensions: [], totals: {} },
      }) as unknown as Bonus;
    api.db.bonuses.push(
      bonus(900_001, `${XSS_CORPUS[0]!.payload} thanks`, 5, '2026-11-20T09:00:00.000Z'),
      bonus(900_002, 'Great work on the launch', 45, '2026-11-21T09:00:00.000Z'),
      bonus(900_003, 'Wonderful', 85, '2026-11-21T10:00:00.000Z'),
      bonus(900_004, 'Too old to count', 0, '2026-10-01T09:00:00.000Z'),
    );
    const answer = await api.http
      .get('/api/v2/super_admin/bonus_quality_bot_reports')
      .set('Authorization', api.superAdmin.authorization)
      .expect(200);
    const report = answer.body.result as QualityBotReport;
    expect(report.period).toEqual({ start: '2026-10-23T12:00:00.000Z', end: NOW });
    expect(report.companies.find((company) => company.companyId === 2)).toMatchObject({
      scored: 3,
      average: 45,
      bands: [1, 0, 1, 0, 1],
    });
    const lowest = report.lowest[0]!;
    expect(lowest).toMatchObject({ id: 900_001, score: 5 });
    expect(lowest.reason).not.toMatch(/<[a-z]/i);
    expect(report.lowest.map((row) => row.id)).not.toContain(900_004);
  });

  it('is refused to a global admin', async () => {
    const api = await setUp();
    await api.http
      .get('/api/v2/super_admin/bonus_quality_bot_reports')
      .set('Authorization', api.admin.authorization)
      .expect(403);
  });
});

describe('GET /super_admin/integration_errors', () => {
  it('lists the failed webhook deliveries across companies, newest first, and none of those that worked', async () => {
    const api = await setUp();
    const deliveries = [
      {
        id: 1,
        company_id: 1,
        event_type: 'ping',
        delivered_at: '2026-11-20T09:00:00.000Z',
        status: 500,
        ok: false,
        error: null,
      },
      {
        id: 2,
        company_id: 2,
        event_type: 'ping',
        delivered_at: '2026-11-21T09:00:00.000Z',
        status: 200,
        ok: true,
        error: null,
      },
      {
        id: 3,
        company_id: 2,
        event_type: 'bonus',
        delivered_at: '2026-11-21T10:00:00.000Z',
        status: null,
        ok: false,
        error: 'ECONNREFUSED',
      },
    ];
    (api.db as unknown as Record<string, unknown>).webhook_deliveries = deliveries;
    const answer = await api.http
      .get('/api/v2/super_admin/integration_errors')
      .set('Authorization', api.superAdmin.authorization)
      .expect(200);
    const errors = answer.body.result as IntegrationError[];
    expect(errors.map((error) => [error.id, error.integration, error.message])).toEqual([
      [3, 'webhook bonus', 'ECONNREFUSED'],
      [1, 'webhook ping', 'HTTP 500'],
    ]);
  });
});

describe('GET /super_admin/catalog/:view', () => {
  it('lists the items out of stock and the promoted ones, by name; any other view is not found', async () => {
    const api = await setUp();
    const read = async (view: string) =>
      (
        await api.http
          .get(`/api/v2/super_admin/catalog/${view}`)
          .set('Authorization', api.superAdmin.authorization)
          .expect(200)
      ).body.result as CatalogToolItem[];
    const soldOut = await read('out_of_stock');
    expect(soldOut.length).toBeGreaterThan(0);
    for (const item of soldOut) {
      expect(
        item.denominations.some(
          (denomination) => denomination.quantity === 0 || denomination.inactiveReasons.includes('out_of_stock'),
        ),
      ).toBe(true);
    }
    const promoted = await read('promoted');
    expect(promoted.map((item) => item.fullName)).toEqual(
      api.db.catalog_items
        .filter((item) => item.promoted)
        .map((item) => item.fullName)
        .sort((a, b) => a.localeCompare(b)),
    );
    expect(promoted.find((item) => item.fullName === 'Airbnb Gift Card')?.denominations[0]?.price).toBe('50.00 USD');
    await api.http
      .get('/api/v2/super_admin/catalog/lint')
      .set('Authorization', api.superAdmin.authorization)
      .expect(404);
    await api.http
      .get('/api/v2/super_admin/catalog/promoted')
      .set('Authorization', api.admin.authorization)
      .expect(403);
  });
});

describe('GET /super_admin/kvms', () => {
  it('counts, per company, the active people who gave and received in the last 30 days', async () => {
    const api = await setUp();
    const people = api.db.users.filter((user) => user.company_id === 2);
    for (const user of people) user.status = 'deactivated';
    const [ann, ben, cat, dan] = people as [User, User, User, User];
    for (const user of [ann, ben, cat, dan]) user.status = 'active';
    api.db.bonuses = api.db.bonuses.filter((bonus) => bonus.company_id !== 2);
    const bonus = (id: number, giver: User, receivers: User[], at: string) =>
      ({
        id,
        company_id: 2,
        giver_id: giver.id,
        receiver_ids: receivers.map((user) => user.id),
        created_at: at,
      }) as Bonus;
    api.db.bonuses.push(
      bonus(900_001, ann, [ben, cat], '2026-11-20T09:00:00.000Z'),
      bonus(900_002, ann, [ben], '2026-11-21T09:00:00.000Z'),
      bonus(900_003, ben, [ann], '2026-11-01T09:00:00.000Z'),
      bonus(900_004, dan, [ann], '2026-10-01T09:00:00.000Z'),
    );
    const answer = await api.http
      .get('/api/v2/super_admin/kvms')
      .set('Authorization', api.superAdmin.authorization)
      .expect(200);
    // Ann and Ben gave (2 of 4: 50%), Ann, Ben and Cat received (75%); Dan's was 52 days ago.
    expect((answer.body.result as CompanyKvms[]).find((row) => row.companyId === 2)).toMatchObject({
      activePeople: 4,
      givers: 2,
      receivers: 3,
      givingRate: 50,
      receivingRate: 75,
      recognitions: 3,
      recognitionsPerPerson: 0.8,
    });
    await api.http.get('/api/v2/super_admin/kvms').set('Authorization', api.admin.authorization).expect(403);
  });
});

describe('GET /super_admin/rewards_health_check', () => {
  it('counts the items per state, held-back denominations per reason and redemptions per status, and lists low stock', async () => {
    const api = await setUp();
    const answer = await api.http
      .get('/api/v2/super_admin/rewards_health_check')
      .set('Authorization', api.superAdmin.authorization)
      .expect(200);
    const health = answer.body.result as RewardsHealthCheck;
    const items = api.db.catalog_items;
    expect(health.items.active + health.items.inactive + health.items.archived).toBe(items.length);
    expect(health.items.archived).toBe(items.filter((item) => item.state === 'archived').length);
    const denominations = items.flatMap((item) => item.denominations);
    for (const { reason, count } of health.heldBack) {
      expect(count).toBe(denominations.filter((row) => row.inactiveReasons.includes(reason as never)).length);
    }
    expect(health.redemptions.reduce((sum, row) => sum + row.count, 0)).toBe(api.db.redemptions.length);
    expect(health.lowStock.length).toBeGreaterThan(0);
    expect(health.lowStock.every((row) => row.quantity <= 5)).toBe(true);
    expect(health.lowStock.map((row) => row.quantity)).toEqual(
      [...health.lowStock.map((row) => row.quantity)].sort((a, b) => a - b),
    );
    await api.http
      .get('/api/v2/super_admin/rewards_health_check')
      .set('Authorization', api.admin.authorization)
      .expect(403);
  });
});
