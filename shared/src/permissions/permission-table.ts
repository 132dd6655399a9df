import type { PermissionSubject } from './permission-subject';
import { tierIn } from './permission-subject';

type Rule = (subject: PermissionSubject) => boolean;

const programTiers = tierIn('tier_one', 'tier_two', 'tier_three');
/** "Those tiers" of spec §6: every tier but Appreciate. */
const coreTiers = tierIn('free', 'tier_two', 'tier_three', 'tier_alpha');
const canRecordVideo: Rule = ({ company }) => !(company.disable_video_recordings && company.disable_video_uploads);

/** The permission table of spec §6; each rule is computed from company tier and user flags. */
export const PERMISSION_RULES = {
  'can-access-achieve': (s) => tierIn('tier_three', 'tier_alpha')(s) && !s.company.limited_release_mode,
  'can-access-goals': tierIn('tier_one', 'tier_two', 'tier_three'),
  'can-give-recognition': (s) => s.user.can_give && tierIn('free', 'tier_two', 'tier_three', 'tier_alpha')(s),
  'can-access-announcements': programTiers,
  'can-access-awards': programTiers,
  'can-access-nominations': programTiers,
  'can-access-incentives': programTiers,
  'can-administer-announcements': ({ user }) => user.global_admin || user.announcements_admin,
  'can-access-analytics': tierIn('tier_two', 'tier_three'),
  'can-access-flash-points': tierIn('tier_two', 'tier_three'),
  'can-access-user-profile': coreTiers,
  'can-access-admin-only-settings': coreTiers,
  'can-view-stronger-connections': coreTiers,
  'can-view-manager-giving': coreTiers,
  'can-view-hashtag-summary': coreTiers,
  'can-manage-show-departments-on-leaderboard': coreTiers,
  'can-manage-points-boost': coreTiers,
  'can-manage-peer-to-peer': coreTiers,
  'can-access-check-in': coreTiers,
  'can-view-user-summary': (s) => coreTiers(s) && (!s.company.hide_competitive_features || s.user.global_admin),
  'can-claim-points-boost': (s) => s.user.user_mode !== 'observer' && s.user.user_mode !== 'receiver' && coreTiers(s),
  'can-view-admin': ({ user }) =>
    user.admin || user.global_admin || user.awards_admin || user.rewards_admin || user.finance_admin || user.tech_admin,
  'can-manage-awards': ({ user }) => user.admin || user.global_admin || user.awards_admin,
  'can-view-super-admin': ({ user }) => user.show_superadmin_feature,
  'can-access-team-hub': (s) => coreTiers(s) && s.user.is_manager,
  'can-access-admin-check-in-controls': (s) => coreTiers(s) && s.user.global_admin,
  'can-manage-video-uploads': ({ company }) => !company.disable_video_uploads,
  'can-record-video': (s) => canRecordVideo(s) && tierIn('tier_two', 'tier_three', 'tier_alpha')(s),
  'can-access-video-carousel': (s) => canRecordVideo(s) && tierIn('tier_two', 'tier_three')(s),
} satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSION_RULES;
export const PERMISSIONS = Object.keys(PERMISSION_RULES) as Permission[];

const isPermission = (name: string): name is Permission => Object.hasOwn(PERMISSION_RULES, name);

/** True when the subject holds every permission asked for; an unknown name is denied with a warning. */
export function hasPermission(subject: PermissionSubject, asked: string | readonly string[]): boolean {
  const names = typeof asked === 'string' ? [asked] : asked;
  return names.every((name) => {
    if (isPermission(name)) return PERMISSION_RULES[name](subject);
    console.warn(`Unknown permission "${name}" was denied`);
    return false;
  });
}
