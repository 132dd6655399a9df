import { subjectFor, userProfile } from '../../testing/profiles';
import { canAccessAdminShell, canTogglePermissions, manageLanding, specManageLanding } from './admin-access';
import { canSeeLeaderboard, canSeeProfileLink, showsInviteCallToAction, showsTrialBanner } from './navigation';

describe('admin shell access', () => {
  it.each([
    'admin',
    'finance_admin',
    'global_admin',
    'rewards_admin',
    'tech_admin',
    'awards_admin',
    'announcements_admin',
    'tech_ops_admin',
    'super_admin',
  ] as const)('lets %s in', (flag) => {
    expect(canAccessAdminShell(userProfile({ [flag]: true }))).toBe(true);
  });

  it.each(['is_manager', 'award_approver', 'people_data_admin', 'show_superadmin_feature'] as const)(
    'keeps %s alone out',
    (flag) => {
      expect(canAccessAdminShell(userProfile({ [flag]: true }))).toBe(false);
    },
  );

  it('shows the permissions toggle to super-admins and anyone spoofing', () => {
    expect(canTogglePermissions(userProfile({ super_admin: true }), false)).toBe(true);
    expect(canTogglePermissions(userProfile(), true)).toBe(true);
    expect(canTogglePermissions(userProfile({ global_admin: true }), false)).toBe(false);
  });
});

describe('the Manage button', () => {
  it.each([
    [{ global_admin: true, rewards_admin: true }, '/admin/dashboard'],
    [{ finance_admin: true }, '/admin/dashboard'],
    [{ rewards_admin: true }, '/admin/rewards/catalog'],
    [{ awards_admin: true }, '/admin/programs/awards'],
    [{ tech_admin: true }, '/admin/company/integrations'],
    [{}, null],
  ])('spec §6 lands %j on %s', (flags, landing) => {
    expect(specManageLanding(subjectFor('tier_three', flags))).toBe(landing);
  });

  it.each([
    [{ global_admin: true }, '/admin/dashboard'],
    [{ rewards_admin: true }, '/admin/rewards/catalog'],
    [{ awards_admin: true }, '/admin/programs/awards'],
    [{ tech_admin: true }, '/admin/company/integrations'],
    // Announcements are for global admins only (spec §6): nothing an announcements admin may open yet.
    [{ announcements_admin: true }, null],
  ])('lands %j on %s, a page that exists and is theirs', (flags, landing) => {
    expect(manageLanding(subjectFor('tier_three', flags))).toBe(landing);
  });
});

describe('chrome rules', () => {
  it('shows the trial banner only in a trial not set up by a super-admin', () => {
    expect(showsTrialBanner(subjectFor('tier_one', {}, { status: 'in_trial', is_superadmin_initialized: false }))).toBe(
      true,
    );
    expect(showsTrialBanner(subjectFor('tier_one', {}, { status: 'in_trial', is_superadmin_initialized: true }))).toBe(
      false,
    );
    expect(showsTrialBanner(subjectFor('tier_one', {}, { status: 'active', is_superadmin_initialized: false }))).toBe(
      false,
    );
  });

  it('shows the invite call-to-action to admins of a trial or free company not set up by a super-admin', () => {
    const unset = { is_superadmin_initialized: false };
    expect(showsInviteCallToAction(subjectFor('free', { admin: true }, unset))).toBe(true);
    expect(
      showsInviteCallToAction(subjectFor('tier_two', { global_admin: true }, { ...unset, status: 'in_trial' })),
    ).toBe(true);
    expect(showsInviteCallToAction(subjectFor('tier_two', { global_admin: true }, unset))).toBe(false);
    expect(showsInviteCallToAction(subjectFor('free', {}, unset))).toBe(false);
    expect(showsInviteCallToAction(subjectFor('free', { admin: true }))).toBe(false);
  });

  it('hides the leaderboard when competitive features are hidden, except from global admins', () => {
    expect(canSeeLeaderboard(subjectFor('tier_two', {}, { hide_competitive_features: true }))).toBe(false);
    expect(canSeeLeaderboard(subjectFor('tier_two', { global_admin: true }, { hide_competitive_features: true }))).toBe(
      true,
    );
  });

  it('shows the profile link where can-access-user-profile holds', () => {
    expect(canSeeProfileLink(subjectFor('tier_one'))).toBe(false);
    expect(canSeeProfileLink(subjectFor('free'))).toBe(true);
  });
});
