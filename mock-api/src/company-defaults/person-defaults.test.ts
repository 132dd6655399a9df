import type { UserImportView, UserProfile } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';

const IMPORTS = '/api/v2/admin/user_imports';

async function setUp() {
  const api = createTestApi();
  const admin = await personaAuth(api.db, 'global_admin');
  const company = api.db.companies.find((row) => row.id === 1)!;
  Object.assign(company, { locale: 'fr', time_zone: 'Europe/Paris' });
  return { ...api, admin };
}

describe('a person created without a locale or time zone', () => {
  it('gets the company’s when invited', async () => {
    const { db, http, admin } = await setUp();
    await http
      .post('/api/v2/invitations')
      .set('Authorization', admin.authorization)
      .send({ emails: ['zoe.invited@laurel.example'] })
      .expect(201);
    expect(db.users.find((user) => user.email === 'zoe.invited@laurel.example')).toMatchObject({
      locale: 'fr',
      time_zone: 'Europe/Paris',
    });
  });

  it('gets the company’s when imported from a CSV (as the HR feed’s rows are)', async () => {
    const { db, http, admin } = await setUp();
    const csv = 'email,first_name,last_name,department,manager_email,role\nzed.imported@laurel.example,Zed,Imported,,,';
    const preview = (
      await http
        .post(IMPORTS)
        .set('Authorization', admin.authorization)
        .attach('file', Buffer.from(csv), { filename: 'people.csv', contentType: 'text/csv' })
        .expect(201)
    ).body.result as UserImportView;
    await http.post(`${IMPORTS}/${preview.id}/run`).set('Authorization', admin.authorization).expect(202);
    for (
      let attempt = 0;
      attempt < 100 && !db.users.some((user) => user.email === 'zed.imported@laurel.example');
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(db.users.find((user) => user.email === 'zed.imported@laurel.example')).toMatchObject({
      locale: 'fr',
      time_zone: 'Europe/Paris',
    });
  });
});

describe('the session’s locale', () => {
  it('is the person’s own, or the company’s when they have none', async () => {
    const { http, admin } = await setUp();
    const profile = async () =>
      (await http.get('/api/v2/profile/user').set('Authorization', admin.authorization).expect(200)).body
        .result as UserProfile;
    admin.user.locale = 'de';
    expect((await profile()).locale).toBe('de');
    admin.user.locale = '';
    expect((await profile()).locale).toBe('fr');
  });
});
