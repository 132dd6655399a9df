import type { User } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { give } from '../testing/give';

/** Two colleagues of the main company who are not sign-in personas. */
function colleagues(users: User[]): [User, User] {
  const [first, second] = users.filter(
    (user) => user.company_id === 1 && !user.persona && user.status === 'active' && user.user_mode === 'normal',
  );
  return [first!, second!];
}

const prefers = (user: User, preferences: NonNullable<User['recognition_preferences']>) => {
  user.recognition_preferences = preferences;
};

async function setUp() {
  const api = createTestApi();
  const giver = await personaAuth(api.db, 'employee');
  const [dana, sam] = colleagues(api.db.users);
  const company = api.db.companies.find((row) => row.id === 1)!;
  company.settings.bonus_privacy = true;
  return { api, giver, dana, sam, company };
}

const PRIVATE = {
  default_privacy: 'privately_visible',
  leaderboard_opt_out: false,
  celebrations_opt_out: false,
} as const;

describe('POST /bonuses and the recipients’ privacy preference', () => {
  it('applies the privacy every recipient prefers when the giver sent none', async () => {
    const { api, giver, dana } = await setUp();
    prefers(dana, PRIVATE);
    const given = await give(api, giver.authorization, { reason: `+1 @${dana.slug} thanks #OwnIt` }).expect(201);
    expect(given.body.result.privacy).toBe('privately_visible');
  });

  it('keeps the giver’s own choice where the company offers the privacy tool', async () => {
    const { api, giver, dana } = await setUp();
    prefers(dana, PRIVATE);
    const given = await give(api, giver.authorization, {
      reason: `+1 @${dana.slug} thanks #OwnIt`,
      privacy: 'publicly_visible',
    }).expect(201);
    expect(given.body.result.privacy).toBe('publicly_visible');
  });

  it('applies the preference even where the privacy tool is off, over the company default', async () => {
    const { api, giver, dana, company } = await setUp();
    company.settings.bonus_privacy = false;
    prefers(dana, { ...PRIVATE, default_privacy: 'immediate_team' });
    const given = await give(api, giver.authorization, {
      reason: `+1 @${dana.slug} thanks #OwnIt`,
      privacy: 'publicly_visible',
    }).expect(201);
    expect(given.body.result.privacy).toBe('immediate_team');
  });

  it('falls back to public when the recipients do not all prefer the same', async () => {
    const { api, giver, dana, sam } = await setUp();
    prefers(dana, PRIVATE);
    const given = await give(api, giver.authorization, {
      reason: `+1 @${dana.slug} @${sam.slug} thanks #OwnIt`,
    }).expect(201);
    expect(given.body.result.privacy).toBe('publicly_visible');
  });

  it('tells the composer each person’s preference in the recipient lookups', async () => {
    const { api, giver, dana, sam } = await setUp();
    prefers(dana, PRIVATE);
    const found = await api.http
      .get(`/api/v2/users/by_ids?ids=${dana.id},${sam.id}`)
      .set('Authorization', giver.authorization)
      .expect(200);
    expect(found.body.result).toEqual([
      expect.objectContaining({ id: dana.id, preferred_privacy: 'privately_visible' }),
      expect.not.objectContaining({ preferred_privacy: expect.anything() }),
    ]);
  });
});
