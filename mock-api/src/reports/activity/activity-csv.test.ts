import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createMockApi } from '../../app';
import { generateDatabase } from '../../seed/generate';
import { APP_ORIGIN, TEST_SECRET, TEST_TODAY } from '../../testing/test-api';
import { personaAuth } from '../../testing/persona-auth';
import { tinyActivityCompany } from './activity-fixture';

let uploadsDir: string;
beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-activity-csv-'));
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

const OCTOBER = { start_date: '2026-10-01', end_date: '2026-10-31' };

async function exportAs(persona: string, report: string, body: object, status: number) {
  const db = generateDatabase({ today: TEST_TODAY });
  const people = tinyActivityCompany(db);
  const realtime = { broadcastToUser: jest.fn() };
  const app = createMockApi({ source: db, allowedOrigins: [APP_ORIGIN], secret: TEST_SECRET, realtime, uploadsDir });
  const { authorization } = await personaAuth(db, persona);
  const response = await request(app)
    .post(`/api/v2/admin/reports/${report}/csv`)
    .set('Authorization', authorization)
    .send(body)
    .expect(status);
  const file = db.report_files.find((row) => row.id === response.body.file_id);
  const csv = file && fs.readFileSync(path.join(uploadsDir, 'reports', path.basename(file.file_url)), 'utf8');
  return { csv, people, body: response.body };
}

describe('POST /api/v2/admin/reports/<activity report>/csv', () => {
  it('writes every row of the filtered report: points given by the Finance department in October', async () => {
    const { csv, people } = await exportAs(
      'finance_admin',
      'points_given_report',
      { ...OCTOBER, department: 'Finance' },
      202,
    );
    expect(csv).toBe(
      `user,department,recognitions_given,points_given,allowance_used\r\n${people.finance.display_name},Finance,1,20,0\r\n`,
    );
  });

  it('writes the rewards cost in the budget currency', async () => {
    const { csv } = await exportAs('global_admin', 'rewards_cost', OCTOBER, 202);
    expect(csv).toBe('category,orders,points,cost_EUR\r\ndonation,1,250,62.5\r\nelectronics,2,140,35\r\n');
  });

  it('writes the recognitions of the range, newest first', async () => {
    const { csv } = await exportAs('awards_admin', 'recognition_activity', OCTOBER, 202);
    const lines = csv!.trimEnd().split('\r\n');
    expect(lines[0]).toBe('created_at,type,giver,receivers,points,reason');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      'celebration',
      'incentive',
      'award',
      'peer',
      'peer',
    ]);
  });

  it("refuses an admin whom the report's menu entry is not for", async () => {
    await exportAs('rewards_admin', 'points_given_report', OCTOBER, 403);
    await exportAs('finance_admin', 'redemptions', OCTOBER, 403);
    await exportAs('finance_admin', 'recognition_activity', OCTOBER, 403);
  });

  it('refuses a reversed range with its error', async () => {
    const { body } = await exportAs(
      'global_admin',
      'redemptions',
      { start_date: '2026-10-31', end_date: '2026-10-01' },
      422,
    );
    expect(body.error).toBe('report_range_reversed');
  });
});
