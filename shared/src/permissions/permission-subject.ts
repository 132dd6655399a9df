import type { CompanyProfile, FeatureFlags, Tier, UserProfile } from '../domain';

/** Everything a permission is decided from: the signed-in user, their company and the flags. */
export interface PermissionSubject {
  user: UserProfile;
  company: CompanyProfile;
  flags?: FeatureFlags;
}

export const tierIn =
  (...tiers: Tier[]) =>
  (subject: PermissionSubject) =>
    tiers.includes(subject.company.product_tier);
