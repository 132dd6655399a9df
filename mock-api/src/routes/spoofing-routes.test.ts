import { bearerFor, createTestApi, sessionCookieOf, signInAs } from '../testing/test-api';

describe('spoofing', () => {
  it('lets a super-admin act as a user and stop again', async () => {
    const { http } = createTestApi();
    const admin = await signInAs(http, 'super_admin');
    const notSpoofing = await http.get('/api/v2/spoofing').set('Authorization', admin.authorization).expect(200);
    expect(notSpoofing.body).toEqual({ is_spoofing: false, is_demoing: false });

    const start = await http
      .post('/api/v2/super_admin/spoof')
      .set('Authorization', admin.authorization)
      .set(admin.csrfHeaders)
      .send({ user_id: 1 })
      .expect(200);
    const spoofCookie = sessionCookieOf(start.headers['set-cookie'])!;
    const asEmployee = await bearerFor(http, spoofCookie);
    const me = await http.get('/api/v2/profile/user').set('Authorization', asEmployee).expect(200);
    expect(me.body.result.display_name).toBe('Emma Employee');
    const spoofing = await http.get('/api/v2/spoofing').set('Authorization', asEmployee).expect(200);
    expect(spoofing.body).toEqual({ is_spoofing: true, is_demoing: false, superadmin_controls_enabled: true });

    const stop = await http
      .delete('/api/v2/super_admin/spoof')
      .set('Authorization', asEmployee)
      .set(admin.csrfHeaders)
      .expect(200);
    const back = await bearerFor(http, sessionCookieOf(stop.headers['set-cookie'])!);
    const self = await http.get('/api/v2/profile/user').set('Authorization', back).expect(200);
    expect(self.body.result.display_name).toBe('Sam Super');
  });

  it('is demoing when the spoofed company is a demo account', async () => {
    const { http, db } = createTestApi();
    const admin = await signInAs(http, 'super_admin');
    const demoUser = db.users.find((user) => user.persona === 'tier_alpha_user')!;
    const start = await http
      .post('/api/v2/super_admin/spoof')
      .set('Authorization', admin.authorization)
      .set(admin.csrfHeaders)
      .send({ user_id: demoUser.id })
      .expect(200);
    const asDemo = await bearerFor(http, sessionCookieOf(start.headers['set-cookie'])!);
    const spoofing = await http.get('/api/v2/spoofing').set('Authorization', asDemo).expect(200);
    expect(spoofing.body).toMatchObject({ is_spoofing: true, is_demoing: true });
  });

  it('refuses spoofing to anyone but a super-admin, and an unknown target', async () => {
    const { http } = createTestApi();
    const globalAdmin = await signInAs(http, 'global_admin');
    await http
      .post('/api/v2/super_admin/spoof')
      .set('Authorization', globalAdmin.authorization)
      .set(globalAdmin.csrfHeaders)
      .send({ user_id: 1 })
      .expect(403);
    const admin = await signInAs(http, 'super_admin');
    await http
      .post('/api/v2/super_admin/spoof')
      .set('Authorization', admin.authorization)
      .set(admin.csrfHeaders)
      .send({ user_id: 9999 })
      .expect(422);
    await http
      .delete('/api/v2/super_admin/spoof')
      .set('Authorization', admin.authorization)
      .set(admin.csrfHeaders)
      .expect(409);
  });

  it('toggles super-admin controls for a super-admin and refuses everybody else', async () => {
    const { http } = createTestApi();
    const admin = await signInAs(http, 'super_admin');
    const off = await http
      .patch('/api/v2/super_admin/toggle_controls')
      .set('Authorization', admin.authorization)
      .set(admin.csrfHeaders)
      .expect(200);
    expect(off.body).toEqual({ show_superadmin_feature: false });
    const on = await http
      .patch('/api/v2/super_admin/toggle_controls')
      .set('Authorization', admin.authorization)
      .set(admin.csrfHeaders)
      .expect(200);
    expect(on.body).toEqual({ show_superadmin_feature: true });
    const employee = await signInAs(http, 'employee');
    await http
      .patch('/api/v2/super_admin/toggle_controls')
      .set('Authorization', employee.authorization)
      .set(employee.csrfHeaders)
      .expect(403);
  });
});

describe('super-admin user search', () => {
  it('finds active users of every company by name or email, for super-admins only', async () => {
    const { http } = createTestApi();
    const admin = await signInAs(http, 'super_admin');
    const found = await http
      .get('/api/v2/super_admin/users?q=felix')
      .set('Authorization', admin.authorization)
      .expect(200);
    expect(found.body.users).toEqual([
      expect.objectContaining({ display_name: 'Felix Free', company_name: 'Free Range Studio' }),
    ]);
    const employee = await signInAs(http, 'employee');
    await http.get('/api/v2/super_admin/users?q=felix').set('Authorization', employee.authorization).expect(403);
  });
});
