import { USER_FLAGS } from '@laurel/shared/contract';
import { createTestApi, signInAs } from '../testing/test-api';

describe('profile routes', () => {
  it('answers the signed-in user with exactly the profile fields', async () => {
    const { http } = createTestApi();
    const { authorization } = await signInAs(http, 'global_admin');
    const { body } = await http
      .get('/api/v2/profile/user?view=profile')
      .set('Authorization', authorization)
      .expect(200);
    expect(body.result).toMatchObject({ display_name: 'Gloria Global', global_admin: true, giving_balance: 100 });
    for (const flag of USER_FLAGS) expect(typeof body.result[flag]).toBe('boolean');
    expect(body.result).not.toHaveProperty('persona');
    expect(body.result).not.toHaveProperty('company_id');
  });

  it("answers the user's company without internal fields", async () => {
    const { http } = createTestApi();
    const { authorization } = await signInAs(http, 'trial_admin');
    const { body } = await http
      .get('/api/v2/profile/company?view=profile')
      .set('Authorization', authorization)
      .expect(200);
    expect(body.result).toMatchObject({
      product_tier: 'tier_one',
      status: 'in_trial',
      is_superadmin_initialized: false,
    });
    expect(body.result.trial_end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.result).not.toHaveProperty('feature_flags');
  });

  it("answers the company's feature flags for the signed-in user only", async () => {
    const { http } = createTestApi();
    const { authorization } = await signInAs(http, 'employee');
    const own = await http.get('/api/v2/feature_flags?user_id=1').set('Authorization', authorization).expect(200);
    expect(own.body.flags).toEqual({ 'one-on-ones': true, 'seasonal-themes': true, 'check-ins': true });
    await http.get('/api/v2/feature_flags?user_id=2').set('Authorization', authorization).expect(403);
  });

  it('answers a stable support-chat hash per user', async () => {
    const { http } = createTestApi();
    const { authorization } = await signInAs(http, 'employee');
    const first = await http.get('/api/v2/intercom_hash_generator').set('Authorization', authorization).expect(200);
    const again = await http.get('/api/v2/intercom_hash_generator').set('Authorization', authorization).expect(200);
    expect(first.body.data.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(again.body.data.hash).toBe(first.body.data.hash);
  });
});
