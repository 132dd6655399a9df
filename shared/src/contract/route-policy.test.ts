import { subjectFor } from '../../testing/profiles';
import { allows } from './route-policy';
import { areaPolicyOf } from '../permissions/area-policies';
import { isServedPath, matchesPattern } from './served-pages';

describe('route policies', () => {
  it('lets everyone through a missing policy', () => {
    expect(allows(subjectFor('free'), undefined)).toBe(true);
  });

  it('needs every permission, and one of the tiers, flags and roles', () => {
    const policy = { permissions: ['can-access-incentives'], tiers: ['tier_two', 'tier_three'] } as const;
    expect(allows(subjectFor('tier_three'), policy)).toBe(true);
    expect(allows(subjectFor('tier_one'), policy)).toBe(false);
    expect(allows(subjectFor('free'), policy)).toBe(false);
    expect(
      allows(subjectFor('tier_three', { rewards_admin: true }), { roles: ['global_admin', 'rewards_admin'] }),
    ).toBe(true);
    expect(allows(subjectFor('tier_three'), { roles: ['global_admin'] })).toBe(false);
    expect(allows({ ...subjectFor('tier_three'), flags: { 'one-on-ones': true } }, { flags: ['one-on-ones'] })).toBe(
      true,
    );
    expect(allows(subjectFor('tier_three'), { flags: ['one-on-ones'] })).toBe(false);
  });

  it('needs every one of allRoles (programs §6: pulse results need finance and global)', () => {
    const policy = { allRoles: ['finance_admin', 'global_admin'] } as const;
    expect(allows(subjectFor('tier_three', { finance_admin: true, global_admin: true }), policy)).toBe(true);
    expect(allows(subjectFor('tier_three', { finance_admin: true }), policy)).toBe(false);
    expect(allows(subjectFor('tier_three', { global_admin: true }), policy)).toBe(false);
  });

  it("needs the person's own switches on (§6: Analytics needs show_analytics)", () => {
    const policy = { switches: ['show_analytics'] } as const;
    expect(allows(subjectFor('tier_three', { show_analytics: true }), policy)).toBe(true);
    expect(allows(subjectFor('tier_three'), policy)).toBe(false);
  });

  it('gates the admin areas and incentives by prefix, not by look-alike paths', () => {
    const approver = subjectFor('tier_three', { award_approver: true });
    const admin = subjectFor('tier_three', { global_admin: true });
    expect(allows(approver, areaPolicyOf('/admin/programs/awards'))).toBe(false);
    expect(allows(admin, areaPolicyOf('/admin/programs/awards'))).toBe(true);
    expect(allows(admin, areaPolicyOf('/super_admin/spoof/new'))).toBe(false);
    expect(
      allows(
        subjectFor('tier_three', { super_admin: true, show_superadmin_feature: true }),
        areaPolicyOf('/super_admin'),
      ),
    ).toBe(true);
    expect(allows(admin, areaPolicyOf('/tech_ops'))).toBe(false);
    expect(allows(subjectFor('free'), areaPolicyOf('/incentives/3'))).toBe(false);
    expect(areaPolicyOf('/administration')).toBeUndefined();
    expect(areaPolicyOf('/')).toBeUndefined();
  });
});

describe('served pages', () => {
  it('matches concrete paths against route patterns', () => {
    expect(matchesPattern('/rewards/:id', '/rewards/12')).toBe(true);
    expect(matchesPattern('/rewards/:id', '/rewards')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/admin/dashboard', '/admin/dashboard?tab=1')).toBe(true);
  });

  it('knows which pages exist', () => {
    expect(isServedPath('/rewards/4')).toBe(true);
    expect(isServedPath('/growth')).toBe(true);
    expect(isServedPath('/growth/unknown')).toBe(false);
    expect(isServedPath('/company/users/emma')).toBe(true);
    expect(isServedPath('/company/users')).toBe(false);
  });
});
