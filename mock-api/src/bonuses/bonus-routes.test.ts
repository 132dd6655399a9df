import { createTestApi, signInAs } from '../testing/test-api';
import { give, totalPoints, userBy } from '../testing/give';
import { search, searchKeyFor } from '../search/search-test-helpers';
import { RECOGNITION_MAX_LENGTH } from '@laurel/shared/contract';

describe('POST /api/v2/bonuses', () => {
  it('debits the giver, credits each receiver and stores the recognition', async () => {
    const api = createTestApi();
    const { db } = api;
    const { authorization } = await signInAs(api.http, 'employee');
    const [giver, ada, mateo] = [userBy(db, 'employee'), userBy(db, 'awards_admin'), userBy(db, 'manager')];
    const before = { giver: giver.giving_balance, ada: ada.earning_balance, mateo: mateo.earning_balance };

    const response = await give(api, authorization, {
      reason: `+10 @${ada.slug} @${mateo.slug} for the launch #OwnIt`,
    });
    expect(response.status).toBe(201);
    expect(response.body.result).toMatchObject({
      amount: 10,
      giver: { id: giver.id },
      receivers: [{ id: ada.id }, { id: mateo.id }],
      hashtags: ['OwnIt'],
    });
    expect(giver.giving_balance).toBe(before.giver - 20);
    expect(ada.earning_balance).toBe(before.ada + 10);
    expect(mateo.earning_balance).toBe(before.mateo + 10);
    expect(db.bonuses.at(-1)!.id).toBe(response.body.result.id);
  });

  it.each([
    ['missing_recipient', '+10 great work #OwnIt'],
    ['missing_amount', '@mateo-manager-2 great work #OwnIt'],
    ['invalid_amount', '+0 @mateo-manager-2 great work #OwnIt'],
    ['insufficient_balance', '+500 @mateo-manager-2 great work #OwnIt'],
    ['missing_required_hashtag', '+10 @mateo-manager-2 great work #Random'],
  ])('answers 422 %s and changes nothing', async (error, reason) => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const before = totalPoints(api.db);
    const count = api.db.bonuses.length;
    const response = await give(api, authorization, { reason });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(error);
    expect(response.body.message).toEqual(expect.any(String));
    expect(totalPoints(api.db)).toBe(before);
    expect(api.db.bonuses).toHaveLength(count);
  });

  it('answers 422 missing_hashtag where any hashtag is required, and takes any', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'tier_two_user');
    const colleague = api.db.users.find((user) => user.company_id === 4 && user.persona === undefined)!;
    const without = await give(api, authorization, { reason: `+5 @${colleague.slug} thanks` });
    expect(without.status).toBe(422);
    expect(without.body).toMatchObject({ error: 'missing_hashtag', errors: ['missing_hashtag'] });
    const anyTag = await give(api, authorization, { reason: `+5 @${colleague.slug} thanks #Anything` });
    expect(anyTag.status).toBe(201);
  });

  it('lists every rule broken, the first as the error', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const response = await give(api, authorization, { reason: 'thanks' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error: 'missing_recipient',
      errors: ['missing_recipient', 'missing_amount', 'missing_required_hashtag'],
    });
  });

  it('answers 422 parent_bonus_not_found for an add-on to a recognition that does not exist', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const before = totalPoints(api.db);
    const response = await give(api, authorization, { reason: '+5 me too #OwnIt', parent_bonus_id: 999_999 });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: 'parent_bonus_not_found',
      message: 'The recognition to add to does not exist',
    });
    expect(totalPoints(api.db)).toBe(before);
  });

  it('answers 422 reason_too_long for a reason over the length limit, and takes one at the limit', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const before = totalPoints(api.db);
    const reason = (length: number) => `+1 @mateo-manager-2 #OwnIt `.padEnd(length, 'x');
    const tooLong = await give(api, authorization, { reason: reason(RECOGNITION_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({
      error: 'reason_too_long',
      message: 'Keep a recognition under 1000 characters',
      params: { max: 1000 },
    });
    expect(totalPoints(api.db)).toBe(before);
    expect((await give(api, authorization, { reason: reason(RECOGNITION_MAX_LENGTH) })).status).toBe(201);
  });

  it('answers 422 csv_group_not_alone for a CSV group beside anyone else, and gives to the CSV group alone', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const csv = api.db.groups.find((group) => group.company_id === 1 && group.dimension === 'csv_upload')!;
    const token = { context: 'recipient', token: `@group-${csv.id}`, type: 'group', id: csv.id };
    const before = totalPoints(api.db);
    const mixed = await give(api, authorization, {
      reason: `+1 @group-${csv.id} @mateo-manager-2 #OwnIt`,
      reason_tokens: [token],
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body).toEqual({
      error: 'csv_group_not_alone',
      message: 'A CSV group cannot be combined with other recipients',
    });
    expect(totalPoints(api.db)).toBe(before);
    const alone = await give(api, authorization, { reason: `+1 @group-${csv.id} #OwnIt`, reason_tokens: [token] });
    expect(alone.status).toBe(201);
  });

  it('lists the company values in the missing hashtag message', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const response = await give(api, authorization, { reason: '+10 @mateo-manager-2 thanks' });
    expect(response.body.message).toBe(
      'Add one of your company values: #OwnIt, #CustomerFirst, #BetterTogether, #BeCurious',
    );
  });

  it('refuses a tier_one user and an observer (can-give-recognition) and lets a free-tier user give', async () => {
    const api = createTestApi();
    const count = api.db.bonuses.length;
    for (const persona of ['tier_one_user', 'observer']) {
      const { authorization } = await signInAs(api.http, persona);
      const refused = await give(api, authorization, { reason: '+5 @mateo-manager-2 thanks #OwnIt' });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('forbidden');
    }
    expect(api.db.bonuses).toHaveLength(count);
    const free = await signInAs(api.http, 'free_user');
    const colleague = api.db.users.find((user) => user.company_id === 2 && user.persona === undefined)!;
    expect((await give(api, free.authorization, { reason: `+5 @${colleague.slug} thanks` })).status).toBe(201);
  });

  it('gives to a group’s members once each, never to the giver, and never across companies', async () => {
    const api = createTestApi();
    const { db } = api;
    const { authorization } = await signInAs(api.http, 'employee');
    const giver = userBy(db, 'employee');
    const group = db.groups.find(
      (candidate) =>
        candidate.company_id === 1 && candidate.member_ids.includes(giver.id) && candidate.dimension === 'team',
    )!;
    const otherCompany = db.groups.find((candidate) => candidate.company_id === 2)!;
    const response = await give(api, authorization, {
      reason: '+1 team effort #OwnIt',
      reason_tokens: [
        { context: 'recipient', type: 'group', id: group.id },
        { context: 'recipient', type: 'group', id: otherCompany.id },
      ],
    });
    expect(response.status).toBe(201);
    const receivers: number[] = response.body.result.receiver_ids;
    expect(receivers).not.toContain(giver.id);
    expect(new Set(receivers).size).toBe(receivers.length);
    expect(receivers.every((id) => db.users.find((user) => user.id === id)!.company_id === 1)).toBe(true);
  });

  it('joins an add-on to its parent, including the parent giver when asked', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const parent = api.db.bonuses.find(
      (bonus) =>
        bonus.company_id === 1 &&
        bonus.privacy === 'publicly_visible' &&
        bonus.giver_id !== 1 &&
        !bonus.receiver_ids.includes(1),
    )!;
    const response = await give(api, authorization, {
      reason: '+5 me too #OwnIt',
      parent_bonus_id: parent.id,
      include_parent_giver: true,
    });
    expect(response.status).toBe(201);
    expect(response.body.result.parent_bonus_id).toBe(parent.id);
    expect(new Set(response.body.result.receiver_ids)).toEqual(new Set([...parent.receiver_ids, parent.giver_id]));
  });

  it('adds the new recognition to the search index at once', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    await give(api, authorization, { reason: '+5 @mateo-manager-2 for the zeppelin prototype #OwnIt' });
    const key = await searchKeyFor(api, 'global_admin');
    const found = await search(api, key, [{ indexName: 'recognitions', query: 'zeppelin' }]).expect(200);
    expect(found.body.results[0].hits.map((hit: { reason: string }) => hit.reason)).toEqual([
      '+5 @mateo-manager-2 for the zeppelin prototype #OwnIt',
    ]);
  });

  it('refuses an add-on to a recognition its giver cannot see', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const hidden = api.db.bonuses.find(
      (bonus) => bonus.privacy === 'privately_visible' && bonus.giver_id !== 1 && !bonus.receiver_ids.includes(1),
    )!;
    const response = await give(api, authorization, { reason: '+5 me too #OwnIt', parent_bonus_id: hidden.id });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('parent_bonus_not_found');
  });

  it('creates nothing twice for a retried Idempotency-Key', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const giver = userBy(api.db, 'employee');
    const bonus = { reason: '+10 @mateo-manager-2 thanks #OwnIt' };
    const first = await give(api, authorization, bonus, { key: 'give-1' });
    const retry = await give(api, authorization, bonus, { key: 'give-1' });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(giver.giving_balance).toBe(90);
    expect(api.db.bonuses.filter((row) => row.reason === bonus.reason)).toHaveLength(1);
  });
});
