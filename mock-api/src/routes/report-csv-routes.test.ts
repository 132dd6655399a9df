import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createMockApi } from '../app';
import { generateDatabase } from '../seed/generate';
import { APP_ORIGIN, TEST_SECRET, TEST_TODAY, signInAs } from '../testing/test-api';

let uploadsDir: string;
beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-uploads-'));
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

function createReportApi() {
  const db = generateDatabase({ today: TEST_TODAY });
  const realtime = { broadcastToUser: jest.fn() };
  const app = createMockApi({ source: db, allowedOrigins: [APP_ORIGIN], secret: TEST_SECRET, realtime, uploadsDir });
  return { db, realtime, http: request(app) };
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

describe('POST /api/v2/admin/reports/:report/csv', () => {
  it('answers 403 to an employee and 401 without a token', async () => {
    const { http, realtime } = createReportApi();
    const { authorization } = await signInAs(http, 'employee');
    await http.post('/api/v2/admin/reports/giving/csv').set('Authorization', authorization).expect(403);
    await http.post('/api/v2/admin/reports/giving/csv').expect(401);
    expect(realtime.broadcastToUser).not.toHaveBeenCalled();
  });

  it('answers 404 for a report it does not know', async () => {
    const { http } = createReportApi();
    const { authorization } = await signInAs(http, 'global_admin');
    await http.post('/api/v2/admin/reports/salaries/csv').set('Authorization', authorization).expect(404);
  });

  it('writes the CSV, answers 202, announces it to the admin, who then marks it downloaded', async () => {
    const { http, db, realtime } = createReportApi();
    const admin = db.users.find((user) => user.persona === 'global_admin')!;
    const { authorization, cookie } = await signInAs(http, 'global_admin');

    const created = await http.post('/api/v2/admin/reports/giving/csv').set('Authorization', authorization).expect(202);
    const fileId = created.body.file_id as number;
    const row = db.report_files.find((file) => file.id === fileId)!;
    expect(row).toMatchObject({
      company_id: admin.company_id,
      user_id: admin.id,
      name: 'giving.csv',
      downloaded_at: null,
    });
    expect(row.file_url).toMatch(/^\/uploads\/reports\/giving-[0-9a-f]{32}\.csv$/);

    await nextTick();
    expect(realtime.broadcastToUser).toHaveBeenCalledWith(admin.id, 'CsvGenerationComplete', {
      file_id: fileId,
      file_url: row.file_url,
    });

    const written = fs.readFileSync(path.join(uploadsDir, 'reports', path.basename(row.file_url)), 'utf8');
    const [header, ...lines] = written.trimEnd().split('\r\n');
    expect(header).toBe('giver,receivers,amount,reason,created_at');
    const companyBonuses = db.bonuses.filter((bonus) => bonus.company_id === admin.company_id);
    expect(lines).toHaveLength(companyBonuses.length);

    await http.get(row.file_url).expect(404);
    const otherCompany = await signInAs(http, 'trial_admin');
    await http.get(row.file_url).set('Cookie', otherCompany.cookie).expect(404);
    const download = await http.get(row.file_url).set('Cookie', cookie).expect(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toBe('attachment');
    expect(download.text).toBe(written);

    const marked = await http
      .patch(`/api/v2/admin/reports/report_files/${fileId}`)
      .set('Authorization', authorization)
      .expect(200);
    expect(marked.body).toMatchObject({ file_id: fileId, file_url: row.file_url, downloaded_at: expect.any(String) });
  });

  it.each([
    ['points_given', 'user,email,points_given,recognitions_given'],
    ['participation', 'user,email,department,start_date,end_date,recognitions_given,recognitions_received'],
    ['participation_summary', 'month,people,givers,giver_share_percent,receivers,receiver_share_percent,recognitions'],
  ])('writes the %s report with its header', async (report, header) => {
    const { http, db } = createReportApi();
    const { authorization, cookie } = await signInAs(http, 'global_admin');
    const created = await http
      .post(`/api/v2/admin/reports/${report}/csv`)
      .set('Authorization', authorization)
      .expect(202);
    const row = db.report_files.find((file) => file.id === created.body.file_id)!;
    const download = await http.get(row.file_url).set('Cookie', cookie).expect(200);
    expect(download.text.split('\r\n')[0]).toBe(header);
  });

  it("hands the report page's filters to the report, and refuses a reversed range", async () => {
    const { http, db, realtime } = createReportApi();
    const { authorization, cookie } = await signInAs(http, 'global_admin');
    const filters = { start_date: '2026-01-01', end_date: '2026-12-31', department: 'Finance' };
    const created = await http
      .post('/api/v2/admin/reports/participation/csv')
      .set('Authorization', authorization)
      .send(filters)
      .expect(202);
    const row = db.report_files.find((file) => file.id === created.body.file_id)!;
    const [, ...lines] = (await http.get(row.file_url).set('Cookie', cookie).expect(200)).text.trimEnd().split('\r\n');
    const finance = db.users.filter(
      (user) => user.company_id === 1 && user.status === 'active' && user.custom_properties.department === 'Finance',
    );
    expect(finance.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(finance.length);
    for (const line of lines) expect(line).toContain(',Finance,2026-01-01,2026-12-31,');

    const refused = await http
      .post('/api/v2/admin/reports/participation/csv')
      .set('Authorization', authorization)
      .send({ start_date: '2026-02-01', end_date: '2026-01-01' })
      .expect(422);
    expect(refused.body.error).toBe('report_range_reversed');
    await nextTick();
    expect(realtime.broadcastToUser).toHaveBeenCalledTimes(1);
  });

  it('does not serve a file name nobody was given', async () => {
    const { http } = createReportApi();
    await http.get('/uploads/reports/giving.csv').expect(404);
  });
});
