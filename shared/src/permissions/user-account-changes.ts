import type { UserFlag } from '../domain';

/** The role flags a global admin may grant or take away on the user accounts page (platform §6). */
export const EDITABLE_ROLE_FLAGS = [
  'admin',
  'is_manager',
  'global_admin',
  'finance_admin',
  'rewards_admin',
  'tech_admin',
  'awards_admin',
  'announcements_admin',
  'award_approver',
  'people_data_admin',
] as const satisfies readonly UserFlag[];
export type EditableRoleFlag = (typeof EDITABLE_ROLE_FLAGS)[number];

export type UserAccountField = EditableRoleFlag | 'department' | 'manager_id' | 'status';

/** Why a change is refused; each id is also the i18n key of its reason and an API error id. */
export type UserChangeRefusal =
  | 'user_change_not_global_admin'
  | 'user_change_own_account'
  | 'user_change_finance_only'
  | 'user_change_people_data_only';

export interface UserChangeActor {
  id: number;
  global_admin: boolean;
  finance_admin: boolean;
  people_data_admin: boolean;
}

/**
 * Who may change what on a person's account: the one rule the user accounts page disables its controls
 * with and the server refuses with. Null when the change is allowed.
 */
export function userChangeRefusal(
  actor: UserChangeActor,
  target: { id: number },
  field: UserAccountField,
): UserChangeRefusal | null {
  if (!actor.global_admin) return 'user_change_not_global_admin';
  // An admin who could demote or deactivate themselves could leave the company without one.
  if (target.id === actor.id && (field === 'global_admin' || field === 'status')) return 'user_change_own_account';
  // Money reports and private one-on-one logs: only someone who holds the access may hand it out.
  if (field === 'finance_admin' && !actor.finance_admin) return 'user_change_finance_only';
  if (field === 'people_data_admin' && !actor.people_data_admin) return 'user_change_people_data_only';
  return null;
}
