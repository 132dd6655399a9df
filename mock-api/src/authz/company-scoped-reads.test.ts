import { createTestApi, signInAs } from '../testing/test-api';

describe('plain collections are read only within the caller’s company', () => {
  it('lists only colleagues, without balances, roles or flags', async () => {
    const { http, db } = createTestApi();
    const { authorization } = await signInAs(http, 'free_user');
    const { body } = await http.get('/api/v1/users').set('Authorization', authorization).expect(200);
    const colleagues = db.users.filter((user) => user.company_id === 2);
    expect(body.map((user: { id: number }) => user.id)).toEqual(colleagues.map((user) => user.id));
    for (const field of ['giving_balance', 'earning_balance', 'global_admin', 'persona']) {
      expect(body[0]).not.toHaveProperty(field);
    }
  });

  it("answers 404 for another company's row, even asked for by id or by query", async () => {
    const { http } = createTestApi();
    const { authorization } = await signInAs(http, 'free_user');
    await http.get('/api/v1/users/1').set('Authorization', authorization).expect(404);
    const asked = await http.get('/api/v1/users?company_id=1').set('Authorization', authorization).expect(200);
    expect(asked.body.every((user: { company_id: number }) => user.company_id === 2)).toBe(true);
  });

  it.each(['companies', 'bonuses', 'report_files', 'meta'])('does not serve %s as a plain collection', async (name) => {
    const { http } = createTestApi();
    const { authorization } = await signInAs(http, 'global_admin');
    await http.get(`/api/v2/${name}`).set('Authorization', authorization).expect(404);
  });
});
