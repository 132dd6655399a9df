import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QUALITY_DIMENSION_KEYS, type QualityScore } from '@laurel/shared/contract';
import { createTestApi, bearer } from '../../testing/test-api';
import { personaAuth } from '../../testing/persona-auth';
import { FINANCE_GLOBAL_ADMIN_EMAIL } from '../../seed/finance-global-admin';
import type { Bonus } from '../../db/types';

const NOW = '2026-11-22T12:00:00.000Z';
let uploadsDir: string;
beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-analytics-csv-'));
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

const score = (value: number): QualityScore => ({
  score: value,
  dimensions: QUALITY_DIMENSION_KEYS.map((key) => ({ key, matches: false, reason: key })),
  totals: { matches: 0, total: 5 },
});

function reportApi() {
  const api = createTestApi({ now: () => Date.parse(NOW), uploadsDir });
  const person = (persona: string) => api.db.users.find((user) => user.persona === persona)!;
  api.db.bonuses = api.db.bonuses.filter((bonus) => bonus.company_id !== 1);
  const given = (giver: string, value: number) =>
    api.db.bonuses.push({
      id: 700_000 + api.db.bonuses.length,
      company_id: 1,
      giver_id: person(giver).id,
      receiver_ids: [person('employee').id],
      amount: 5,
      reason: 'Thanks',
      hashtags: [],
      privacy: 'publicly_visible',
      created_at: '2026-10-10T09:00:00.000Z',
      quality_score: score(value),
    } as Bonus);
  given('finance_admin', 90);
  given('employee', 70);
  given('manager', 50);
  return api;
}

const csvOf = (api: ReturnType<typeof reportApi>, fileId: number) => {
  const file = api.db.report_files.find((row) => row.id === fileId)!;
  return fs.readFileSync(path.join(uploadsDir, 'reports', path.basename(file.file_url)), 'utf8');
};

const OCTOBER = { start_date: '2026-10-01', end_date: '2026-10-31' };

describe('the recognition scores and pulse results CSVs', () => {
  it("writes the overview month's department averages for a finance admin", async () => {
    const api = reportApi();
    const { authorization } = await personaAuth(api.db, 'finance_admin');
    const created = await api.http
      .post('/api/v2/admin/reports/recognition_department_averages/csv')
      .set('Authorization', authorization)
      .send(OCTOBER)
      .expect(202);
    // Engineering: Emma's 70 and Mateo's 50; Finance: Fiona's 90.
    expect(csvOf(api, created.body.file_id as number)).toBe(
      'department,average_score,recognitions\r\nEngineering,60,2\r\nFinance,90,1\r\n',
    );
  });

  it('refuses the department averages to a global admin without finance, and writes nothing', async () => {
    const api = reportApi();
    const { authorization } = await personaAuth(api.db, 'global_admin');
    await api.http
      .post('/api/v2/admin/reports/recognition_department_averages/csv')
      .set('Authorization', authorization)
      .send(OCTOBER)
      .expect(403);
    expect(api.db.report_files).toEqual([]);
  });

  it('writes the pulse results for a finance and global admin only', async () => {
    const api = reportApi();
    const controller = api.db.users.find((user) => user.email === FINANCE_GLOBAL_ADMIN_EMAIL)!;
    const created = await api.http
      .post('/api/v2/admin/reports/pulse_results/csv')
      .set('Authorization', await bearer(controller.id))
      .send(OCTOBER)
      .expect(202);
    const lines = csvOf(api, created.body.file_id as number).split('\r\n');
    expect(lines[0]).toBe('section,question_or_department,month,average_score,count');
    expect(lines.filter((line) => line.startsWith('question,')).length).toBe(8);

    for (const persona of ['finance_admin', 'global_admin']) {
      const { authorization } = await personaAuth(api.db, persona);
      await api.http
        .post('/api/v2/admin/reports/pulse_results/csv')
        .set('Authorization', authorization)
        .send(OCTOBER)
        .expect(403);
    }
  });
});
