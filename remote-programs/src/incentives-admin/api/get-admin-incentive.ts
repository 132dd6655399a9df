import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { IncentiveDetail } from '@laurel/shared/contract';
import { ADMIN_INCENTIVES_KEY } from './keys';

type AdminIncentiveKey = readonly [typeof ADMIN_INCENTIVES_KEY, 'detail', string];

const fetchAdminIncentive = ([, , id]: AdminIncentiveKey) =>
  v2Client.get<IncentiveDetail>(`admin/incentives/${encodeURIComponent(id)}`);

/** `GET /admin/incentives/{id}`: one incentive with its description and approvers, for the edit form. */
export const useAdminIncentive = (id: string) =>
  useSWR([ADMIN_INCENTIVES_KEY, 'detail', id] as const, fetchAdminIncentive, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
