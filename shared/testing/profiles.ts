import type { CompanyProfile, SpoofingState, Tier, UserProfile } from '../src/domain';
import { useProfileStore } from '../src/profile/profile-store';
import { useSessionStore } from '../src/session/session-store';
import { USER_FLAGS } from '../src/domain';
import type { PermissionSubject } from '../src/permissions';

/** A plain employee: every flag off, can give, normal user. */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  const flags = Object.fromEntries(USER_FLAGS.map((flag) => [flag, false])) as Record<
    (typeof USER_FLAGS)[number],
    boolean
  >;
  return {
    ...flags,
    id: 1,
    email: 'emma@laurel.example',
    display_name: 'Emma Employee',
    slug: 'emma-employee-1',
    profile_pic_url: null,
    user_mode: 'normal',
    locale: 'en',
    created_at: '2025-01-01T00:00:00.000Z',
    custom_properties: { department: 'Engineering', role: 'Team member' },
    can_give: true,
    show_analytics: false,
    pending_awards_count: 0,
    unresolved_bonus_reports_count: 0,
    giving_balance: 100,
    ...overrides,
  };
}

export function companyProfile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id: 1,
    name: 'Northwind Collective',
    logo_url: null,
    locale: 'en',
    status: 'active',
    trial_end_date: null,
    product_tier: 'tier_three',
    monarch_cohort: null,
    is_superadmin_initialized: true,
    user_management_integration_url: null,
    hide_competitive_features: false,
    limited_release_mode: false,
    disable_video_uploads: false,
    disable_video_recordings: false,
    budget: { format: 'points' },
    ...overrides,
  };
}

export const subjectFor = (
  tier: Tier,
  user: Partial<UserProfile> = {},
  company: Partial<CompanyProfile> = {},
): PermissionSubject => ({
  user: userProfile(user),
  company: companyProfile({ product_tier: tier, ...company }),
  flags: {},
});

/** Puts a signed-in session with this profile in the page's stores, as the shell has after boot. */
export function signInForTests(
  subject: PermissionSubject = subjectFor('tier_three'),
  spoofing: SpoofingState = { is_spoofing: false, is_demoing: false },
) {
  useSessionStore.setState({ status: 'signed-in', token: 'token' });
  useProfileStore.setState({
    user: { status: 'fetched', data: subject.user, error: null },
    company: { status: 'fetched', data: subject.company, error: null },
    flags: { status: 'fetched', data: subject.flags ?? {}, error: null },
    spoofing,
  });
}
