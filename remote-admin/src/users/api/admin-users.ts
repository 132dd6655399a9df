import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { AdminUserRow, AdminUsersPage, UserAccountChange } from '@laurel/shared/contract';

export const ADMIN_USERS_API = 'admin/users';

const fetchUsers = ([, query]: readonly [string, string]) =>
  v2Client.get<AdminUsersPage>(`${ADMIN_USERS_API}?${query}`);

/** One page of the company's people under the filters of the address (`q`, `department`, … `page`). */
export function useAdminUsers(query: string) {
  const read = useSWR<AdminUsersPage, unknown, readonly [string, string]>(
    [ADMIN_USERS_API, query],
    fetchUsers,
    QUERY_DEFAULTS,
  );
  return { ...read, retry: () => void read.mutate() };
}

/** Active colleagues whose name or e-mail holds `text`: the manager picker's choices. */
export const searchActivePeople = (text: string) =>
  v2Client
    .get<AdminUsersPage>(`${ADMIN_USERS_API}?${new URLSearchParams({ q: text, status: 'active' }).toString()}`)
    .then((page) => page.users);

export const changeUser = (id: number, change: UserAccountChange) =>
  v2Client.patch<AdminUserRow>(`${ADMIN_USERS_API}/${id}`, change);
