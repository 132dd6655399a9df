import type { AwardDetail } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { ADMIN_AWARDS, awardForm } from '../testing/awards';

describe('the profile’s givable_awards_count', () => {
  it('counts the active awards the reader may give: all for an awards admin, the named ones for a giver', async () => {
    const api = createTestApi();
    const admin = await personaAuth(api.db, 'awards_admin');
    const manager = await personaAuth(api.db, 'manager');
    const employee = await personaAuth(api.db, 'employee');
    const countOf = async (authorization: string) =>
      (await api.http.get('/api/v2/profile/user').set('Authorization', authorization).expect(200)).body.result
        .givable_awards_count as number;
    const before = { admin: await countOf(admin.authorization), manager: await countOf(manager.authorization) };
    expect(await countOf(employee.authorization)).toBe(0);

    const award = (
      await api.http
        .post(ADMIN_AWARDS)
        .set('Authorization', admin.authorization)
        .send(awardForm({ giverIds: [manager.user.id] }))
        .expect(201)
    ).body as AwardDetail;
    expect(await countOf(admin.authorization)).toBe(before.admin + 1);
    expect(await countOf(manager.authorization)).toBe(before.manager + 1);
    expect(await countOf(employee.authorization)).toBe(0);

    await api.http
      .patch(`${ADMIN_AWARDS}/${award.id}`)
      .set('Authorization', admin.authorization)
      .send({ state: 'inactive' })
      .expect(200);
    expect(await countOf(manager.authorization)).toBe(before.manager);
  });
});
