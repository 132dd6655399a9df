import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { RecentClaimsTimeframe, RecentIncentiveClaims } from '@laurel/shared/contract';
import { INCENTIVES_KEY_PREFIX } from '../../claim/api/incentive-keys';

export const RECENT_CLAIMS_TIMEFRAME: RecentClaimsTimeframe = 'week';

type RecentClaimsKey = readonly [typeof INCENTIVES_KEY_PREFIX, 'recent_claims', RecentClaimsTimeframe];

const fetchRecentClaims = ([, , timeframe]: RecentClaimsKey) =>
  v2Client
    .get<{ result: RecentIncentiveClaims[] }>('/incentives/recent_claims', { params: { timeframe } })
    .then((body) => body.result);

/** Who claimed which incentive lately (programs §7); a failure leaves the incentives shown without it. */
export const useRecentClaims = () =>
  useSWR([INCENTIVES_KEY_PREFIX, 'recent_claims', RECENT_CLAIMS_TIMEFRAME] as const, fetchRecentClaims, QUERY_DEFAULTS);

export const receiversOf = (claims: RecentIncentiveClaims[] | undefined, incentiveId: number) =>
  claims?.find((entry) => entry.incentive.id === incentiveId)?.receivers ?? [];
