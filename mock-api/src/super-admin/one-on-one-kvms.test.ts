import type { GoalRow, OneOnOneItemRow, OneOnOneRow, User } from '../db/types';
import type { CompanyKvms } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';

const NOW = '2026-11-22T12:00:00.000Z';

const points = (...done: boolean[]): OneOnOneItemRow[] =>
  done.map((isDone, index) => ({ id: index + 1, text: 'Point', person_id: 0, done: isDone, carried_from: null }));

describe('GET /super_admin/kvms one-on-one figures', () => {
  it('counts, per company, the managers who held one-on-ones, the meetings, carried points and goals, now and the 30 days before', async () => {
    const api = createTestApi({ now: testClock(NOW).now });
    const superAdmin = await personaAuth(api.db, 'super_admin');
    const people = api.db.users.filter((user) => user.company_id === 1);
    for (const user of people) user.manager_id = null;
    const [ann, ben, cat, dan, eve] = people.filter((user) => user.status === 'active') as [
      User,
      User,
      User,
      User,
      User,
    ];
    Object.assign(ben, { manager_id: ann.id });
    Object.assign(cat, { manager_id: ann.id });
    Object.assign(eve, { manager_id: dan.id });
    const meeting = (id: number, manager: User, report: User, endedAt: string | null, talking: OneOnOneItemRow[]) =>
      ({
        id,
        company_id: 1,
        manager_id: manager.id,
        report_id: report.id,
        scheduled_for: (endedAt ?? '2026-11-30').slice(0, 10),
        status: endedAt === null ? 'open' : 'ended',
        ended_at: endedAt,
        talking_points: talking,
        action_items: points(false),
      }) as OneOnOneRow;
    api.db.one_on_ones = [
      meeting(900_001, ann, ben, '2026-11-20T09:00:00.000Z', points(true, false, false)),
      meeting(900_002, ann, cat, '2026-11-10T09:00:00.000Z', points(false)),
      meeting(900_003, dan, eve, '2026-10-10T09:00:00.000Z', points(false, true)),
      meeting(900_004, ann, ben, null, points(false, false)),
      meeting(900_005, dan, eve, '2026-09-01T09:00:00.000Z', points(false)),
      meeting(900_006, ann, ben, '2026-11-21T09:00:00.000Z', points(false)),
    ].map((row, index) => (index === 5 ? { ...row, company_id: 2 } : row));
    const goal = (id: number, updatedAt: string, companyId = 1) =>
      ({ id, company_id: companyId, owner_id: ben.id, updated_at: updatedAt }) as GoalRow;
    api.db.goals = [
      goal(900_001, '2026-11-21T09:00:00.000Z'),
      goal(900_002, '2026-11-01T09:00:00.000Z'),
      goal(900_003, '2026-10-01T09:00:00.000Z'),
      goal(900_004, '2026-11-21T09:00:00.000Z', 2),
    ];
    const answer = await api.http
      .get('/api/v2/super_admin/kvms')
      .set('Authorization', superAdmin.authorization)
      .expect(200);
    // Ann (Ben, Cat) and Dan (Eve) are the only managers. This period Ann ended two meetings leaving 2 + 1 points
    // open; the 30 before, Dan ended one leaving 1. Dan's September meeting is 82 days old, Ann's third is open,
    // and the sixth meeting and fourth goal belong to another company.
    expect((answer.body.result as CompanyKvms[]).find((row) => row.companyId === 1)?.oneOnOne).toEqual({
      managersWithReports: 2,
      current: { managersHolding: 1, holdingRate: 50, meetingsHeld: 2, talkingPointsCarried: 3, goalsUpdated: 2 },
      previous: { managersHolding: 1, holdingRate: 50, meetingsHeld: 1, talkingPointsCarried: 1, goalsUpdated: 1 },
    });
  });
});
