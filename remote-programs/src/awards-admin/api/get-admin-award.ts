import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { AwardDetail } from '@laurel/shared/contract';
import { ADMIN_AWARDS_KEY } from './keys';

type AdminAwardKey = readonly [typeof ADMIN_AWARDS_KEY, 'detail', string];

const fetchAdminAward = ([, , id]: AdminAwardKey) =>
  v2Client.get<AwardDetail>(`admin/awards/awards/${encodeURIComponent(id)}`);

/** `GET /admin/awards/awards/{id}`: one manual award with its description, givers and approvers. */
export const useAdminAward = (id: string) =>
  useSWR([ADMIN_AWARDS_KEY, 'detail', id] as const, fetchAdminAward, { ...QUERY_DEFAULTS, revalidateOnMount: true });
