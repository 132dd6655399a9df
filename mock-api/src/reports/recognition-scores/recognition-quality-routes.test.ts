import {
  QUALITY_DIMENSION_KEYS,
  type DepartmentAverage,
  type QualityScore,
  type RecognitionQualityAverages,
  type ScoredRecognition,
} from '@laurel/shared/contract';
import type { Bonus, Database, User } from '../../db/types';
import { createTestApi } from '../../testing/test-api';
import { personaAuth } from '../../testing/persona-auth';
import { RECOGNITION_QUALITY_API } from './recognition-quality-routes';

const NOW = '2026-11-22T12:00:00.000Z';

const scoreOf = (score: number, matching: string[]): QualityScore => ({
  score,
  dimensions: QUALITY_DIMENSION_KEYS.map((key) => ({ key, matches: matching.includes(key), reason: key })),
  totals: { matches: matching.length, total: 5 },
});

/** Company 1's recognitions cut down to five, each with its score set, so every average is worked out by hand. */
function tinyCompany(db: Database) {
  const person = (persona: string) => db.users.find((user) => user.persona === persona)!;
  const [emma, mateo, fiona] = ['employee', 'manager', 'finance_admin'].map(person) as [User, User, User];
  db.bonuses = db.bonuses.filter((bonus) => bonus.company_id !== 1);
  let id = 800_000;
  const bonus = (giver: User, receiver: User, at: string, score: QualityScore, extra: Partial<Bonus> = {}) => {
    const row = {
      id: id++,
      company_id: 1,
      giver_id: giver.id,
      receiver_ids: [receiver.id],
      amount: 5,
      reason: `Thanks ${id}`,
      hashtags: ['Care'],
      privacy: 'publicly_visible',
      created_at: at,
      quality_score: score,
      ...extra,
    } as Bonus;
    db.bonuses.push(row);
    return row;
  };
  // October: Emma (Engineering) 80 and 40, Fiona (Finance) 90 with #Bold, a private 100 by Mateo.
  const best = bonus(fiona, emma, '2026-10-03T09:00:00.000Z', scoreOf(90, ['specific', 'personal']), {
    hashtags: ['Bold'],
  });
  bonus(emma, mateo, '2026-10-10T09:00:00.000Z', scoreOf(80, ['specific']));
  bonus(emma, fiona, '2026-10-31T23:59:00.000Z', scoreOf(40, []));
  bonus(mateo, emma, '2026-10-15T09:00:00.000Z', scoreOf(100, ['specific', 'personal', 'genuine']), {
    privacy: 'privately_visible',
  });
  // September: one recognition of 50; November 1st is outside October.
  bonus(mateo, emma, '2026-09-20T09:00:00.000Z', scoreOf(50, ['genuine']));
  bonus(mateo, emma, '2026-11-01T00:00:00.000Z', scoreOf(10, []));
  bonus(best.giver_id === fiona.id ? mateo : emma, emma, '2026-10-20T09:00:00.000Z', scoreOf(60, []), {
    parent_bonus_id: best.id,
    amount: 7,
  });
  return { emma, mateo, fiona, best };
}

async function readAs(persona: string, call: string, query = '') {
  const api = createTestApi({ now: () => Date.parse(NOW) });
  const people = tinyCompany(api.db);
  const { authorization } = await personaAuth(api.db, persona);
  const response = await api.http
    .get(`${RECOGNITION_QUALITY_API}/${call}?${query}`)
    .set('Authorization', authorization);
  return { response, ...people };
}

const OCTOBER = 'start_date=2026-10-01&end_date=2026-10-31';

describe('recognition quality analytics (programs §7)', () => {
  it("averages the range's recognitions, private ones too, and each dimension's match rate", async () => {
    const { response } = await readAs('finance_admin', 'averages', OCTOBER);
    expect(response.status).toBe(200);
    // 90, 80, 40, 100 and the add-on's 60: 370 / 5.
    expect(response.body.result).toEqual<RecognitionQualityAverages>({
      averageScore: 74,
      recognitionCount: 5,
      dimensions: [
        { key: 'specific', matchRate: 60 },
        { key: 'contextual', matchRate: 0 },
        { key: 'values_aligned', matchRate: 0 },
        { key: 'personal', matchRate: 40 },
        { key: 'genuine', matchRate: 20 },
      ],
    });
  });

  it('falls back to the previous month when the dates are missing, unparsable or reversed', async () => {
    for (const query of [
      '',
      'start_date=2026-13-01&end_date=2026-10-31',
      'start_date=2026-10-31&end_date=2026-10-01',
    ]) {
      const { response } = await readAs('finance_admin', 'averages', query);
      expect(response.body.result.averageScore).toBe(74);
    }
    const september = await readAs('finance_admin', 'averages', 'start_date=2026-09-01&end_date=2026-09-30');
    expect(september.response.body.result).toMatchObject({ averageScore: 50, recognitionCount: 1 });
  });

  it('lists the public recognitions best first, with the add-ons in the family amount', async () => {
    const { response, best, fiona, emma } = await readAs('finance_admin', 'top_scoring_recognition', OCTOBER);
    const records = response.body.result.records as ScoredRecognition[];
    expect(records.map((record) => record.qualityScore.score)).toEqual([90, 80, 60, 40]);
    expect(records[0]).toMatchObject({
      id: best.id,
      familyAmount: 12,
      giver: { id: fiona.id, displayName: fiona.display_name },
      receivers: [{ id: emma.id }],
    });
  });

  it('filters by hashtag, and by the giver’s or the receivers’ custom property', async () => {
    const byHashtag = await readAs(
      'finance_admin',
      'top_scoring_recognition',
      `${OCTOBER}&filter_type=hashtag&filter_values=bold`,
    );
    expect(byHashtag.response.body.result.records.map((r: ScoredRecognition) => r.qualityScore.score)).toEqual([90]);

    const finance = `${OCTOBER}&filter_type=custom_property&filter_values=department:Finance`;
    const givenBy = await readAs('finance_admin', 'top_scoring_recognition', finance);
    expect(givenBy.response.body.result.records.map((r: ScoredRecognition) => r.qualityScore.score)).toEqual([90]);
    const receivedBy = await readAs('finance_admin', 'top_scoring_recognition', `${finance}&filter_direction=receiver`);
    expect(receivedBy.response.body.result.records.map((r: ScoredRecognition) => r.qualityScore.score)).toEqual([40]);
  });

  it("filters by a team the giver belongs to, and offers the company's teams and properties", async () => {
    const api = createTestApi({ now: () => Date.parse(NOW) });
    const { emma } = tinyCompany(api.db);
    const team = {
      id: 990_001,
      company_id: 1,
      name: 'Quality team',
      dimension: 'team' as const,
      member_ids: [emma.id],
    };
    api.db.groups.push(team);
    const { authorization } = await personaAuth(api.db, 'finance_admin');
    const read = (call: string, query: string) =>
      api.http.get(`${RECOGNITION_QUALITY_API}/${call}?${query}`).set('Authorization', authorization);

    const filtered = await read('top_scoring_recognition', `${OCTOBER}&filter_type=team&filter_values=${team.id}`);
    expect(filtered.body.result.records.map((r: ScoredRecognition) => r.qualityScore.score)).toEqual([80, 40]);

    const options = await read('filter_options', '');
    expect(options.body.result.teams).toContainEqual({ id: team.id, name: 'Quality team' });
    expect(options.body.result.customProperties.map((p: { name: string }) => p.name)).toContain('department');
  });

  it("averages each giver's department", async () => {
    const { response } = await readAs('finance_admin', 'department_averages', OCTOBER);
    // Engineering: Emma's 80 and 40, Mateo's 100 and 60; Finance: Fiona's 90.
    expect(response.body.result.records).toEqual<DepartmentAverage[]>([
      { department: 'Engineering', averageScore: 70, recognitionCount: 4 },
      { department: 'Finance', averageScore: 90, recognitionCount: 1 },
    ]);
  });

  it('charts the six months up to the given one', async () => {
    const { response } = await readAs('finance_admin', 'monthly_averages', 'month=2026-10');
    const records = response.body.result.records as { month: string; averageScore: number | null }[];
    expect(records.map((record) => record.month)).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(records.slice(-2).map((record) => record.averageScore)).toEqual([50, 74]);
  });

  it.each(['global_admin', 'company_admin', 'employee'])('refuses %s, who is not a finance admin', async (persona) => {
    const { response } = await readAs(persona, 'averages', OCTOBER);
    expect(response.status).toBe(403);
    expect(response.body.result).toBeUndefined();
  });
});
