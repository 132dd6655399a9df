import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { CelebrationList, CelebrationState } from '@laurel/shared/contract';
import { ADMIN_CELEBRATIONS_KEY } from './keys';

type AdminCelebrationsKey = readonly [typeof ADMIN_CELEBRATIONS_KEY, 'list', CelebrationState];

const fetchAdminCelebrations = ([, , state]: AdminCelebrationsKey) =>
  v2Client.get<CelebrationList>('admin/celebrations', { params: { state } });

/** `GET /admin/celebrations` (programs §7): the company's celebrations in one state; nothing is read while `state` is null. */
export const useAdminCelebrations = (state: CelebrationState | null) =>
  useSWR(state && ([ADMIN_CELEBRATIONS_KEY, 'list', state] as const), fetchAdminCelebrations, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
