import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createMockApi } from '../../app';
import { generateDatabase } from '../../seed/generate';
import { APP_ORIGIN, TEST_SECRET, TEST_TODAY, signInAs } from '../../testing/test-api';

let uploadsDir: string;
beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-equity-csv-'));
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

function createReportApi() {
  const db = generateDatabase({ today: TEST_TODAY });
  const realtime = { broadcastToUser: jest.fn() };
  const app = createMockApi({ source: db, allowedOrigins: [APP_ORIGIN], secret: TEST_SECRET, realtime, uploadsDir });
  return { db, realtime, http: request(app) };
}

const fileOf = (db: ReturnType<typeof createReportApi>['db'], id: number) =>
  fs.readFileSync(
    path.join(uploadsDir, 'reports', path.basename(db.report_files.find((file) => file.id === id)!.file_url)),
    'utf8',
  );

describe('POST /api/v2/admin/reports/{recognition_equity,gaming_signals}/csv', () => {
  it.each(['recognition_equity', 'gaming_signals'])(
    'writes %s for a global admin over the range asked',
    async (report) => {
      const { http, db } = createReportApi();
      const { authorization } = await signInAs(http, 'global_admin');
      const created = await http
        .post(`/api/v2/admin/reports/${report}/csv`)
        .set('Authorization', authorization)
        .send({ start_date: '2026-10-01', end_date: '2026-10-31' })
        .expect(202);
      const csv = fileOf(db, created.body.file_id as number);
      expect(csv.split('\r\n')[0]).toMatch(
        report === 'gaming_signals' ? /^signal,score,people/ : /^grouping,segment,people/,
      );
      expect(csv).not.toContain('Laurel Support');
    },
  );

  it.each(['finance_admin', 'company_admin'])('refuses %s, who may not open the pages', async (persona) => {
    const { http, realtime } = createReportApi();
    const { authorization } = await signInAs(http, persona);
    await http.post('/api/v2/admin/reports/recognition_equity/csv').set('Authorization', authorization).expect(403);
    await http.post('/api/v2/admin/reports/gaming_signals/csv').set('Authorization', authorization).expect(403);
    expect(realtime.broadcastToUser).not.toHaveBeenCalled();
  });

  it('refuses a reversed range', async () => {
    const { http } = createReportApi();
    const { authorization } = await signInAs(http, 'global_admin');
    const refused = await http
      .post('/api/v2/admin/reports/gaming_signals/csv')
      .set('Authorization', authorization)
      .send({ start_date: '2026-10-31', end_date: '2026-10-01' })
      .expect(422);
    expect(refused.body.error).toBe('report_range_reversed');
  });
});
