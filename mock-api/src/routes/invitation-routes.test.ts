import { createTestApi, signInAs } from '../testing/test-api';

describe('POST /api/v2/invitations', () => {
  it('invites new colleagues and skips people already in the company', async () => {
    const { http, db } = createTestApi();
    const { authorization } = await signInAs(http, 'global_admin');
    const response = await http
      .post('/api/v2/invitations')
      .set('Authorization', authorization)
      .send({ emails: ['new.person@laurel.example', 'employee@laurel.example'] })
      .expect(201);
    expect(response.body).toEqual({ invited: ['new.person@laurel.example'], already_members: 1 });
    expect(db.users.find((user) => user.email === 'new.person@laurel.example')).toMatchObject({
      status: 'invited',
      company_id: 1,
      global_admin: false,
    });
  });

  it.each([
    [[], 'missing_emails', 'Add at least one email address'],
    [['nope'], 'invalid_email', 'One of the email addresses is not valid'],
  ])('answers 422 for %j', async (emails, error, message) => {
    const { http } = createTestApi();
    const { authorization } = await signInAs(http, 'global_admin');
    const response = await http
      .post('/api/v2/invitations')
      .set('Authorization', authorization)
      .send({ emails })
      .expect(422);
    expect(response.body).toMatchObject({ error, message });
  });

  it('invites an address given twice only once', async () => {
    const { http, db } = createTestApi();
    const { authorization } = await signInAs(http, 'global_admin');
    await http
      .post('/api/v2/invitations')
      .set('Authorization', authorization)
      .send({ emails: ['twice@laurel.example', 'TWICE@laurel.example'] })
      .expect(201);
    expect(db.users.filter((user) => user.email === 'twice@laurel.example')).toHaveLength(1);
  });

  it('refuses a non-admin', async () => {
    const { http } = createTestApi();
    const { authorization } = await signInAs(http, 'employee');
    await http
      .post('/api/v2/invitations')
      .set('Authorization', authorization)
      .send({ emails: ['a@b.io'] })
      .expect(403);
  });
});
