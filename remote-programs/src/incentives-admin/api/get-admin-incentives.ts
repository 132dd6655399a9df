import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { IncentiveListItem, IncentiveState } from '@laurel/shared/contract';
import { ADMIN_INCENTIVES_KEY } from './keys';

export interface IncentiveBudget {
  exchangeRate: number;
  isoCode: string;
}

export interface AdminIncentivesResponse {
  records: IncentiveListItem[];
  metadata: { totalCount: number; budget: IncentiveBudget };
}

/** A state of the live incentives, or the deleted ones (the archived page). */
export type AdminIncentivesState = IncentiveState | 'deleted';

type AdminIncentivesKey = readonly [typeof ADMIN_INCENTIVES_KEY, 'list', AdminIncentivesState];

const fetchAdminIncentives = ([, , state]: AdminIncentivesKey) =>
  v2Client.get<AdminIncentivesResponse>('admin/incentives', { params: { state } });

/** `GET /admin/incentives` (programs §7): the company's incentives in one state, and its budget. */
export const useAdminIncentives = (state: AdminIncentivesState) =>
  useSWR([ADMIN_INCENTIVES_KEY, 'list', state] as const, fetchAdminIncentives, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
