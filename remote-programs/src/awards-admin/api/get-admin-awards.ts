import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { AwardListItem, AwardState, AwardType } from '@laurel/shared/contract';
import { ADMIN_AWARDS_KEY } from './keys';

export interface AdminAwardsResponse {
  records: AwardListItem[];
  metadata: { totalCount: number };
}

type AdminAwardsKey = readonly [typeof ADMIN_AWARDS_KEY, 'list', AwardType, AwardState];

const fetchAdminAwards = ([, , type, state]: AdminAwardsKey) =>
  v2Client.get<AdminAwardsResponse>('admin/awards/awards', { params: { type, state } });

/** `GET /admin/awards/awards` (programs §7): the company's awards of one type in one state. */
export const useAdminAwards = (type: AwardType, state: AwardState) =>
  useSWR([ADMIN_AWARDS_KEY, 'list', type, state] as const, fetchAdminAwards, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
