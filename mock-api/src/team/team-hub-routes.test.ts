import { TEAM_HUB_API_PATH, type TeamHub, type TeamMember } from '@laurel/shared/contract';
import type { Bonus, Database, User } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

interface Team {
  manager: User;
  emma: User;
  boundary: User;
  justInside: User;
  quiet: User;
  privateOnly: User;
  otherManager: User;
  otherReport: User;
  stranger: User;
}

/** The manager persona's team cut down to five reports, and a second manager with a report of their own. */
function smallTeam(db: Database): Team {
  const persona = (name: string) => db.users.find((user) => user.persona === name)!;
  const manager = persona('manager');
  const emma = persona('employee');
  const colleagues = db.users.filter((user) => user.company_id === 1 && !user.persona && user.status === 'active');
  const [boundary, justInside, quiet, privateOnly, otherManager, otherReport, stranger] = colleagues as [
    User,
    User,
    User,
    User,
    User,
    User,
    User,
  ];
  for (const user of db.users.filter((row) => row.manager_id === manager.id)) user.manager_id = null;
  for (const user of [emma, boundary, justInside, quiet, privateOnly]) {
    user.manager_id = manager.id;
    user.user_mode = 'normal';
    user.birthday = '1990-06-15';
    user.start_date = '2025-06-15';
  }
  stranger.manager_id = null;
  otherManager.is_manager = true;
  otherManager.manager_id = null;
  otherReport.manager_id = otherManager.id;
  db.bonuses = db.bonuses.filter((bonus) => bonus.company_id !== 1);
  db.celebration_posts = [];
  return { manager, emma, boundary, justInside, quiet, privateOnly, otherManager, otherReport, stranger };
}

let nextId = 900_000;
function give(db: Database, giver: User, receivers: User[], at: string, extra: Partial<Bonus> = {}): Bonus {
  const bonus = {
    id: nextId++,
    company_id: 1,
    giver_id: giver.id,
    receiver_ids: receivers.map((user) => user.id),
    amount: 10,
    reason: 'Thanks',
    hashtags: [],
    privacy: 'publicly_visible',
    created_at: at,
    ...extra,
  } as Bonus;
  db.bonuses.push(bonus);
  return bonus;
}

async function teamAs(persona: string, prepare: (db: Database, team: Team) => void = () => undefined, status = 200) {
  const api = createTestApi({ now: () => NOW });
  const team = smallTeam(api.db);
  prepare(api.db, team);
  const { authorization } = await personaAuth(api.db, persona);
  const response = await api.http.get(TEAM_HUB_API_PATH).set('Authorization', authorization).expect(status);
  return { body: response.body as { result: TeamHub }, team, db: api.db };
}

const memberOf = (hub: TeamHub, user: User) => hub.members.find((member) => member.id === user.id) as TeamMember;

describe('GET /api/v2/team/your-team', () => {
  it("answers the manager's own direct reports only", async () => {
    const { body, team } = await teamAs('manager');
    const ids = body.result.members.map((member) => member.id).sort((a, b) => a - b);
    expect(ids).toEqual(
      [team.emma, team.boundary, team.justInside, team.quiet, team.privateOnly]
        .map((user) => user.id)
        .sort((a, b) => a - b),
    );
    expect(ids).not.toContain(team.otherReport.id);
  });

  it("never shows one manager another manager's reports", async () => {
    const api = createTestApi({ now: () => NOW });
    const team = smallTeam(api.db);
    const { authorization } = await personaAuth(api.db, 'manager');
    // The other manager signs in as themselves: they see their report, and not the manager persona's.
    team.otherManager.persona = 'other_manager';
    const other = await personaAuth(api.db, 'other_manager');
    const mine = await api.http.get(TEAM_HUB_API_PATH).set('Authorization', authorization).expect(200);
    const theirs = await api.http.get(TEAM_HUB_API_PATH).set('Authorization', other.authorization).expect(200);
    expect((mine.body as { result: TeamHub }).result.members.map((member) => member.id)).not.toContain(
      team.otherReport.id,
    );
    expect((theirs.body as { result: TeamHub }).result.members.map((member) => member.id)).toEqual([
      team.otherReport.id,
    ]);
  });

  it.each(['employee', 'global_admin', 'company_admin', 'tier_one_user'])(
    'refuses %s, who manages nobody',
    async (persona) => {
      const { body } = await teamAs(persona, undefined, 403);
      expect(body.result).toBeUndefined();
    },
  );

  it('lists whoever was last recognised 30 days ago or more under needs recognition, first', async () => {
    const { body, team } = await teamAs('manager', (db, { manager, stranger, boundary, justInside, emma, quiet }) => {
      manager.time_zone = 'UTC';
      // Calendar days in the manager's zone: any time on the day 30 days back counts, the next day does not.
      give(db, stranger, [boundary], ago(30 * DAY_MS - 11 * 3_600_000));
      give(db, stranger, [justInside], ago(29 * DAY_MS));
      give(db, stranger, [emma], ago(2 * DAY_MS));
      give(db, stranger, [quiet], ago(45 * DAY_MS));
    });
    const needing = body.result.members.filter((member) => member.needsRecognition).map((member) => member.id);
    // Never recognised first, then the longest waiting.
    expect(needing).toEqual([team.privateOnly.id, team.quiet.id, team.boundary.id]);
    expect(body.result.members.slice(0, 3).map((member) => member.id)).toEqual(needing);
    expect(memberOf(body.result, team.justInside).needsRecognition).toBe(false);
    expect(memberOf(body.result, team.emma).needsRecognition).toBe(false);
  });

  it('answers the last recognition received and given, with who and a link id', async () => {
    const { body, team } = await teamAs('manager', (db, { stranger, emma, quiet, boundary }) => {
      give(db, stranger, [emma], ago(20 * DAY_MS));
      give(db, quiet, [emma], ago(3 * DAY_MS));
      give(db, emma, [boundary, quiet], ago(1 * DAY_MS));
    });
    const emma = memberOf(body.result, team.emma);
    expect(emma.lastReceived).toEqual({
      bonusId: expect.any(Number),
      createdAt: ago(3 * DAY_MS),
      person: { id: team.quiet.id, displayName: team.quiet.display_name },
      othersCount: 0,
    });
    expect(emma.lastGiven).toEqual({
      bonusId: expect.any(Number),
      createdAt: ago(1 * DAY_MS),
      person: { id: team.boundary.id, displayName: team.boundary.display_name },
      othersCount: 1,
    });
    expect(memberOf(body.result, team.quiet).lastGiven?.person?.id).toBe(team.emma.id);
  });

  it('counts only what the manager may see: a private recognition between others is not theirs to read', async () => {
    const { body, team } = await teamAs('manager', (db, { stranger, privateOnly }) => {
      give(db, stranger, [privateOnly], ago(DAY_MS), { privacy: 'privately_visible' });
    });
    const member = memberOf(body.result, team.privateOnly);
    expect(member.lastReceived).toBeNull();
    expect(member.pointsReceivedThisMonth).toBe(0);
    expect(member.needsRecognition).toBe(true);
  });

  it("does not count a celebration's automatic post as a colleague's recognition", async () => {
    const { body, team } = await teamAs('manager', (db, { manager, quiet }) => {
      const post = give(db, manager, [quiet], ago(DAY_MS));
      db.celebration_posts.push({ bonus_id: post.id, user_id: quiet.id } as Database['celebration_posts'][number]);
    });
    expect(memberOf(body.result, team.quiet).lastReceived).toBeNull();
    expect(memberOf(body.result, team.quiet).needsRecognition).toBe(true);
  });

  it('adds up the points received since the first of the month', async () => {
    const { body, team } = await teamAs('manager', (db, { manager, stranger, emma, quiet }) => {
      manager.time_zone = 'UTC';
      give(db, stranger, [emma], '2026-11-01T00:00:00.000Z', { amount: 15 });
      give(db, quiet, [emma, quiet], '2026-11-20T00:00:00.000Z', { amount: 5 });
      give(db, stranger, [emma], '2026-10-31T23:59:59.000Z', { amount: 100 });
    });
    expect(memberOf(body.result, team.emma).pointsReceivedThisMonth).toBe(20);
  });

  it("counts this month and the 30 days on the manager's calendar, else the company's", async () => {
    const inLosAngeles = await teamAs('manager', (db, { manager, stranger, emma, quiet }) => {
      manager.time_zone = 'America/Los_Angeles';
      // Still 31 October in Los Angeles.
      give(db, stranger, [emma], '2026-11-01T06:00:00.000Z', { amount: 7 });
      give(db, stranger, [emma], '2026-11-01T08:00:00.000Z', { amount: 3 });
      // 23 October in Los Angeles: 30 days before its 22 November.
      give(db, stranger, [quiet], '2026-10-24T02:00:00.000Z');
    });
    expect(memberOf(inLosAngeles.body.result, inLosAngeles.team.emma).pointsReceivedThisMonth).toBe(3);
    expect(memberOf(inLosAngeles.body.result, inLosAngeles.team.quiet).needsRecognition).toBe(true);
    const inAuckland = await teamAs('manager', (db, { manager, stranger, emma, quiet }) => {
      delete manager.time_zone;
      (db.companies.find((company) => company.id === manager.company_id) as { time_zone?: string }).time_zone =
        'Pacific/Auckland';
      // Already 1 November in Auckland.
      give(db, stranger, [emma], '2026-10-31T12:00:00.000Z', { amount: 4 });
      // 25 October there, 29 days before its 23 November.
      give(db, stranger, [quiet], '2026-10-24T12:00:00.000Z');
    });
    expect(memberOf(inAuckland.body.result, inAuckland.team.emma).pointsReceivedThisMonth).toBe(4);
    expect(memberOf(inAuckland.body.result, inAuckland.team.quiet).needsRecognition).toBe(false);
  });

  it('lists birthdays and work anniversaries of the next 30 days, honouring an opt-out', async () => {
    const { body, team } = await teamAs('manager', (_db, { emma, quiet, boundary, justInside }) => {
      emma.birthday = '1990-11-22';
      emma.start_date = '2023-12-21';
      quiet.birthday = '1990-12-22';
      boundary.start_date = '2026-11-23';
      justInside.birthday = '1990-11-25';
      justInside.recognition_preferences = {
        default_privacy: null,
        leaderboard_opt_out: false,
        celebrations_opt_out: true,
      };
    });
    expect(memberOf(body.result, team.emma).upcomingCelebrations).toEqual([
      { kind: 'birthday', date: '2026-11-22', years: null },
      { kind: 'work_anniversary', date: '2026-12-21', years: 3 },
    ]);
    // 30 days from today included ends on 21 December; a start date is not an anniversary until a year has passed.
    expect(memberOf(body.result, team.quiet).upcomingCelebrations).toEqual([]);
    expect(memberOf(body.result, team.boundary).upcomingCelebrations).toEqual([]);
    expect(memberOf(body.result, team.justInside).upcomingCelebrations).toEqual([]);
  });
});
