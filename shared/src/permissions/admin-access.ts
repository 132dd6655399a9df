import type { UserProfile } from '../domain';
import type { PermissionSubject } from './permission-subject';
import { visibleAdminMenu } from './admin-menu';

export { ADMIN_SHELL_FLAGS, canAccessAdminShell } from './admin-shell';

/** Super-admins, and anyone spoofing, see the permissions on/off toggle. */
export const canTogglePermissions = (user: UserProfile, isSpoofing: boolean) => user.super_admin || isSpoofing;

/**
 * Where the Manage button lands (spec §6) when that page is built and theirs to open; else the first admin
 * page they may open; else nowhere, and the button is not shown.
 */
export function manageLanding(subject: PermissionSubject): string | null {
  const landing = specManageLanding(subject);
  const open = visibleAdminMenu(subject).flatMap((section) => section.entries.map((entry) => entry.path));
  return landing && open.includes(landing) ? landing : (open[0] ?? null);
}

/** The landing spec §6 names, by the first admin kind that has one. */
export function specManageLanding({ user }: PermissionSubject): string | null {
  if (user.global_admin || user.finance_admin) return '/admin/dashboard';
  if (user.rewards_admin) return '/admin/rewards/catalog';
  if (user.awards_admin || user.admin) return '/admin/programs/awards';
  if (user.tech_admin) return '/admin/company/integrations';
  if (user.announcements_admin) return '/admin/company/announcements';
  if (user.tech_ops_admin) return '/tech_ops';
  if (user.super_admin) return '/super_admin/companies';
  return null;
}
