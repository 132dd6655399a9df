import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { Celebration } from '@laurel/shared/contract';
import { ADMIN_CELEBRATIONS_KEY } from './keys';

const fetchAdminCelebration = ([, , id]: readonly [string, string, string]) =>
  v2Client.get<Celebration>(`admin/celebrations/${id}`);

/** `GET /admin/celebrations/{id}` (programs §7): one celebration, for its edit page. */
export const useAdminCelebration = (id: string) =>
  useSWR([ADMIN_CELEBRATIONS_KEY, 'detail', id] as const, fetchAdminCelebration, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
