import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { UserSync, UserSyncInput } from '@laurel/shared/contract';

const USER_SYNC = 'admin/user_sync';
const result = (request: Promise<{ result: UserSync }>) => request.then((body) => body.result);

/** `GET /admin/user_sync`: the HR feed and its latest runs. */
export const useUserSync = () =>
  useSWR(USER_SYNC, (path: string) => result(v2Client.get<{ result: UserSync }>(path)), {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });

export const saveUserSync = (input: UserSyncInput) => result(v2Client.put<{ result: UserSync }>(USER_SYNC, input));
export const runUserSync = () => result(v2Client.post<{ result: UserSync }>(`${USER_SYNC}/run`));
