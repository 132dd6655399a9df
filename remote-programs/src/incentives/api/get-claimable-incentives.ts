import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { ClaimableIncentive } from '@laurel/shared/contract';
import { INCENTIVES_KEY_PREFIX } from '../../claim/api/incentive-keys';

const CLAIMABLE_INCENTIVES_KEY = [INCENTIVES_KEY_PREFIX, 'claimable'] as const;

const fetchClaimableIncentives = () =>
  v2Client
    .get<{ result: ClaimableIncentive[] }>('/awards', { params: { view: 'normal', type: 'claimable' } })
    .then((body) => body.result);

/** The active incentives the signed-in person may claim (programs §7 `GET /awards`, type claimable). */
export const useClaimableIncentives = () => useSWR(CLAIMABLE_INCENTIVES_KEY, fetchClaimableIncentives, QUERY_DEFAULTS);
