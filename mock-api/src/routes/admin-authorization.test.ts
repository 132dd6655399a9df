import { createTestApi, signInAs } from '../testing/test-api';

const ADMIN_ENDPOINTS: [method: 'get' | 'patch' | 'post' | 'delete', path: string][] = [
  ['get', '/api/v2/admin/reports/report_files/1'],
  ['patch', '/api/v2/admin/reports/report_files/1'],
  ['post', '/api/v2/super_admin/spoof'],
  ['patch', '/api/v2/super_admin/toggle_controls'],
  ['get', '/api/v2/super_admin/users?q=a'],
  ['post', '/api/v2/invitations'],
  ['post', '/api/v2/admin/reports/giving/csv'],
];

describe('admin endpoints', () => {
  it.each(ADMIN_ENDPOINTS)('%s %s answers 403 to an employee', async (method, path) => {
    const { http } = createTestApi();
    const { authorization } = await signInAs(http, 'employee');
    const response = await http[method](path).set('Authorization', authorization).send({ user_id: 1 }).expect(403);
    expect(response.body.message).toBe('You do not have permission to do this');
  });

  it.each(ADMIN_ENDPOINTS)('%s %s answers 401 without a token', async (method, path) => {
    const { http } = createTestApi();
    await http[method](path).expect(401);
  });

  it('lets an admin read a report file of their company and mark it downloaded once', async () => {
    const { http, db } = createTestApi();
    db.report_files.push({
      id: 1,
      company_id: 1,
      user_id: 4,
      name: 'giving.csv',
      file_url: '/uploads/reports/giving.csv',
      downloaded_at: null,
    });
    const { authorization } = await signInAs(http, 'global_admin');
    const read = await http.get('/api/v2/admin/reports/report_files/1').set('Authorization', authorization).expect(200);
    expect(read.body).toMatchObject({ file_id: 1, file_url: '/uploads/reports/giving.csv', downloaded_at: null });
    const marked = await http
      .patch('/api/v2/admin/reports/report_files/1')
      .set('Authorization', authorization)
      .expect(200);
    expect(marked.body.downloaded_at).toEqual(expect.any(String));
    const other = await signInAs(http, 'trial_admin');
    await http.get('/api/v2/admin/reports/report_files/1').set('Authorization', other.authorization).expect(404);
  });
});
