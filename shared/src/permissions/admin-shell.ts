import type { UserProfile } from '../domain';

/** Any one of these roles opens the admin shell (spec §6). */
export const ADMIN_SHELL_FLAGS = [
  'admin',
  'finance_admin',
  'global_admin',
  'rewards_admin',
  'tech_admin',
  'awards_admin',
  'announcements_admin',
  'tech_ops_admin',
  'super_admin',
] as const;

/** Who may open the admin shell at all; everybody else is sent to /404. */
export const canAccessAdminShell = (user: UserProfile) => ADMIN_SHELL_FLAGS.some((flag) => user[flag]);
