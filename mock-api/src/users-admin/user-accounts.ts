import {
  ADMIN_USERS_PAGE_SIZE,
  EDITABLE_ROLE_FLAGS,
  type AdminUserRow,
  type AdminUsersPage,
  type EditableRoleFlag,
} from '@laurel/shared/contract';
import type { User } from '../db/types';

export interface UserFilters {
  q?: string;
  department?: string;
  role?: EditableRoleFlag;
  status?: 'active' | 'deactivated';
  manager_id?: number;
  page: number;
}

const rolesOf = (user: User) =>
  Object.fromEntries(EDITABLE_ROLE_FLAGS.map((flag) => [flag, user[flag]])) as Record<EditableRoleFlag, boolean>;

export function adminUserRow(user: User, byId: ReadonlyMap<number, User>): AdminUserRow {
  const manager = user.manager_id === null ? undefined : byId.get(user.manager_id);
  return {
    id: user.id,
    display_name: user.display_name,
    email: user.email,
    department: user.custom_properties.department,
    status: user.status,
    manager: manager ? { id: manager.id, display_name: manager.display_name } : null,
    roles: rolesOf(user),
  };
}

const matchesText = (user: User, text: string) =>
  [user.display_name, user.email].some((field) => field.toLowerCase().includes(text));

function matches(user: User, { q, department, role, status, manager_id }: UserFilters) {
  const text = q?.toLowerCase();
  return (
    (!text || matchesText(user, text)) &&
    (!department || user.custom_properties.department === department) &&
    (!role || user[role]) &&
    (!status || user.status === status) &&
    (manager_id === undefined || user.manager_id === manager_id)
  );
}

export const departmentsOf = (people: readonly User[]) =>
  [...new Set(people.map((user) => user.custom_properties.department).filter(Boolean))].sort();

/** The company's people as the user accounts table pages them: by name, 20 a page. */
export function adminUsersPage(
  people: readonly User[],
  byId: ReadonlyMap<number, User>,
  filters: UserFilters,
): AdminUsersPage {
  const found = people
    .filter((user) => matches(user, filters))
    .sort((a, b) => a.display_name.localeCompare(b.display_name) || a.id - b.id);
  const totalPages = Math.max(1, Math.ceil(found.length / ADMIN_USERS_PAGE_SIZE));
  const pageNumber = Math.min(filters.page, totalPages);
  const start = (pageNumber - 1) * ADMIN_USERS_PAGE_SIZE;
  return {
    users: found.slice(start, start + ADMIN_USERS_PAGE_SIZE).map((user) => adminUserRow(user, byId)),
    meta: {
      pageNumber,
      pageSize: ADMIN_USERS_PAGE_SIZE,
      totalPages,
      totalCount: found.length,
      last: pageNumber === totalPages,
      pageNext: pageNumber < totalPages ? pageNumber + 1 : null,
      pagePrevious: pageNumber > 1 ? pageNumber - 1 : null,
    },
    departments: departmentsOf(people),
  };
}

/** Whether making `managerId` the person's manager would put them above themselves (directly or up the chain). */
export function closesManagerLoop(person: User, managerId: number, byId: ReadonlyMap<number, User>): boolean {
  const seen = new Set<number>();
  let current = byId.get(managerId);
  while (current && !seen.has(current.id)) {
    if (current.id === person.id) return true;
    seen.add(current.id);
    current = current.manager_id === null ? undefined : byId.get(current.manager_id);
  }
  return false;
}
