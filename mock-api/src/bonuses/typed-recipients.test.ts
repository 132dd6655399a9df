import { recognitionFactsOf, typedRecipientUsernames } from '@laurel/shared/contract';
import { createTestApi, signInAs } from '../testing/test-api';
import { give, totalPoints, userBy } from '../testing/give';

describe('an @username typed as text', () => {
  it('is charged as the composer counts it: one recipient each, beside the picked ones', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const [giver, ada, mateo] = [userBy(api.db, 'employee'), userBy(api.db, 'awards_admin'), userBy(api.db, 'manager')];
    const reason = `+10 @${ada.slug} and @${mateo.slug} for the audit #OwnIt`;
    const picked = [{ context: 'recipient', token: `@${ada.slug}`, display_name: ada.display_name, type: 'username' }];
    // What the composer counts for this text with Ada picked and Mateo typed.
    const counted = 1 + typedRecipientUsernames(reason, [ada.slug]).length;
    const before = giver.giving_balance;

    const response = await give(api, authorization, { reason, reason_tokens: picked }).expect(201);
    expect(response.body.result.receiver_ids).toHaveLength(counted);
    expect(before - giver.giving_balance).toBe(recognitionFactsOf(reason, counted).amount! * counted);
  });

  it.each([
    ['names nobody', () => '@no-such-person'],
    ['names the giver', (slug: string) => `@${slug}`],
  ])('is refused with 422 unknown_recipient when it %s, and nothing moves', async (_case, tag) => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const giver = userBy(api.db, 'employee');
    const ada = userBy(api.db, 'awards_admin');
    const before = { total: totalPoints(api.db), bonuses: api.db.bonuses.length, balance: giver.giving_balance };
    const response = await give(api, authorization, { reason: `+10 @${ada.slug} ${tag(giver.slug)} thanks #OwnIt` });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: 'unknown_recipient', message: expect.any(String) });
    expect([totalPoints(api.db), api.db.bonuses.length, giver.giving_balance]).toEqual([
      before.total,
      before.bonuses,
      before.balance,
    ]);
  });

  it('is refused when it names someone who cannot receive (an observer)', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const observer = userBy(api.db, 'observer');
    const response = await give(api, authorization, { reason: `+10 @${observer.slug} thanks #OwnIt` });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('unknown_recipient');
  });

  it('leaves a picked group’s own @username alone', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const group = api.db.groups.find((row) => row.company_id === 1 && row.dimension === 'team')!;
    const token = {
      context: 'recipient',
      token: '@team-of-the-group',
      display_name: group.name,
      type: 'group',
      id: group.id,
    };
    const response = await give(api, authorization, {
      reason: '+1 @team-of-the-group thanks #OwnIt',
      reason_tokens: [token],
    });
    expect(response.status).toBe(201);
  });
});
