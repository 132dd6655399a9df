import { TIERS, type Tier } from '../domain';
import { subjectFor } from '../../testing/profiles';
import { hasPermission, PERMISSIONS, type Permission } from './permission-table';

const ALL: Tier[] = [...TIERS];
const PROGRAM: Tier[] = ['tier_one', 'tier_two', 'tier_three'];
const CORE: Tier[] = ['free', 'tier_two', 'tier_three', 'tier_alpha'];

/** Tiers where each tier-decided permission holds for a user whose flags allow it. */
const TIERS_BY_PERMISSION: Record<Permission, Tier[]> = {
  'can-access-achieve': ['tier_three', 'tier_alpha'],
  'can-access-goals': ['tier_one', 'tier_two', 'tier_three'],
  'can-give-recognition': ['free', 'tier_two', 'tier_three', 'tier_alpha'],
  'can-access-announcements': PROGRAM,
  'can-access-awards': PROGRAM,
  'can-access-nominations': PROGRAM,
  'can-access-incentives': PROGRAM,
  'can-administer-announcements': ALL,
  'can-access-analytics': ['tier_two', 'tier_three'],
  'can-access-flash-points': ['tier_two', 'tier_three'],
  'can-access-user-profile': CORE,
  'can-access-admin-only-settings': CORE,
  'can-view-stronger-connections': CORE,
  'can-view-manager-giving': CORE,
  'can-view-hashtag-summary': CORE,
  'can-manage-show-departments-on-leaderboard': CORE,
  'can-manage-points-boost': CORE,
  'can-manage-peer-to-peer': CORE,
  'can-access-check-in': CORE,
  'can-view-user-summary': CORE,
  'can-claim-points-boost': CORE,
  'can-view-admin': ALL,
  'can-manage-awards': ALL,
  'can-view-super-admin': ALL,
  'can-access-team-hub': CORE,
  'can-access-admin-check-in-controls': CORE,
  'can-manage-video-uploads': ALL,
  'can-record-video': ['tier_two', 'tier_three', 'tier_alpha'],
  'can-access-video-carousel': ['tier_two', 'tier_three'],
};

/** A user who has every flag a permission could ask for. */
const empowered = { global_admin: true, is_manager: true, show_superadmin_feature: true, admin: true };

describe('permission table: tiers', () => {
  it('covers every permission', () => {
    expect(Object.keys(TIERS_BY_PERMISSION).sort()).toEqual([...PERMISSIONS].sort());
  });

  describe.each(PERMISSIONS)('%s', (permission) => {
    it.each(ALL)(`holds in %s exactly when the table says so`, (tier) => {
      expect(hasPermission(subjectFor(tier, empowered), permission)).toBe(
        TIERS_BY_PERMISSION[permission].includes(tier),
      );
    });
  });
});

describe('permission table: flags and company settings', () => {
  it.each([
    ['can-access-achieve', 'tier_three', {}, { limited_release_mode: true }, false],
    ['can-give-recognition', 'free', { can_give: false }, {}, false],
    ['can-give-recognition', 'free', { can_give: true }, {}, true],
    ['can-administer-announcements', 'tier_one', {}, {}, false],
    ['can-administer-announcements', 'tier_one', { announcements_admin: true }, {}, true],
    ['can-administer-announcements', 'tier_one', { global_admin: true }, {}, true],
    ['can-view-user-summary', 'tier_two', {}, { hide_competitive_features: true }, false],
    ['can-view-user-summary', 'tier_two', { global_admin: true }, { hide_competitive_features: true }, true],
    ['can-claim-points-boost', 'tier_two', { user_mode: 'observer' }, {}, false],
    ['can-claim-points-boost', 'tier_two', { user_mode: 'receiver' }, {}, false],
    ['can-claim-points-boost', 'tier_two', { user_mode: 'benefactor' }, {}, true],
    ['can-view-admin', 'tier_two', {}, {}, false],
    ['can-manage-awards', 'tier_two', { rewards_admin: true }, {}, false],
    ['can-manage-awards', 'tier_two', { awards_admin: true }, {}, true],
    ['can-view-super-admin', 'tier_two', { super_admin: true }, {}, false],
    ['can-view-super-admin', 'tier_two', { show_superadmin_feature: true }, {}, true],
    ['can-access-team-hub', 'tier_two', { is_manager: false }, {}, false],
    ['can-access-team-hub', 'tier_two', { is_manager: true }, {}, true],
    ['can-access-admin-check-in-controls', 'tier_two', { admin: true }, {}, false],
    ['can-manage-video-uploads', 'tier_two', {}, { disable_video_uploads: true }, false],
    ['can-record-video', 'tier_two', {}, { disable_video_uploads: true }, true],
    ['can-record-video', 'tier_two', {}, { disable_video_uploads: true, disable_video_recordings: true }, false],
    ['can-access-video-carousel', 'tier_two', {}, { disable_video_recordings: true }, true],
    [
      'can-access-video-carousel',
      'tier_three',
      {},
      { disable_video_recordings: true, disable_video_uploads: true },
      false,
    ],
  ] as const)('%s in %s with user %j and company %j is %s', (permission, tier, user, company, expected) => {
    expect(hasPermission(subjectFor(tier, user, company), permission)).toBe(expected);
  });

  it.each(['admin', 'global_admin', 'awards_admin', 'rewards_admin', 'finance_admin', 'tech_admin'] as const)(
    'can-view-admin holds for %s',
    (flag) => {
      expect(hasPermission(subjectFor('free', { [flag]: true }), 'can-view-admin')).toBe(true);
    },
  );
});

describe('hasPermission', () => {
  it('needs every permission asked for', () => {
    const subject = subjectFor('tier_one', { announcements_admin: true });
    expect(hasPermission(subject, ['can-access-announcements', 'can-administer-announcements'])).toBe(true);
    expect(hasPermission(subject, ['can-access-announcements', 'can-access-analytics'])).toBe(false);
  });

  it('denies an unknown permission with a console warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(hasPermission(subjectFor('tier_three', { global_admin: true }), 'can-fly')).toBe(false);
    expect(warn).toHaveBeenCalledWith('Unknown permission "can-fly" was denied');
    warn.mockRestore();
  });
});
