import type { FeatureFlags } from '../domain';
import { useProfileStore } from './profile-store';
import type { PermissionSubject } from '../permissions';

export const useUserProfile = () => useProfileStore((state) => state.user.data);
export const useCompanyProfile = () => useProfileStore((state) => state.company.data);
const NO_FLAGS: FeatureFlags = Object.freeze({});

// A selector must return a stable value: a fresh `{}` on every call would re-render forever.
export const useFeatureFlags = () => useProfileStore((state) => state.flags.data ?? NO_FLAGS);
export const useSpoofing = () => useProfileStore((state) => state.spoofing);

/** The subject permissions are decided for, or null until user and company have loaded. */
export function usePermissionSubject(): PermissionSubject | null {
  const user = useUserProfile();
  const company = useCompanyProfile();
  const flags = useProfileStore((state) => state.flags.data);
  if (!user || !company) return null;
  return { user, company, flags: flags ?? {} };
}
