import { createTestApi, signInAs } from '../testing/test-api';
import { give, userBy } from '../testing/give';

describe('family_amount of a recognition', () => {
  it('adds every add-on’s amount to the recognition’s own, in the feed and the detail', async () => {
    const api = createTestApi();
    const ada = userBy(api.db, 'awards_admin');
    const employee = await signInAs(api.http, 'employee');
    const parent = await give(api, employee.authorization, { reason: `+10 @${ada.slug} for the audit #OwnIt` });
    expect(parent.status).toBe(201);
    const id = parent.body.result.id as number;
    const admin = await signInAs(api.http, 'company_admin');
    await give(api, admin.authorization, { reason: '+5 #OwnIt', parent_bonus_id: id }).expect(201);
    await give(api, admin.authorization, { reason: '+3 #OwnIt', parent_bonus_id: id }).expect(201);

    const detail = await api.http.get(`/api/v2/bonuses/${id}`).set('Authorization', employee.authorization).expect(200);
    expect(detail.body.result).toMatchObject({ amount: 10, family_amount: 18 });
    const feed = await api.http.get('/api/v2/bonus_feeds').set('Authorization', employee.authorization).expect(200);
    const rows = feed.body.result as { id: number; amount: number; family_amount: number }[];
    expect(rows.find((row) => row.id === id)).toMatchObject({ family_amount: 18 });
    // An add-on has no add-ons of its own: its family is itself.
    expect(rows.find((row) => row.amount === 3)).toMatchObject({ family_amount: 3 });
  });
});
