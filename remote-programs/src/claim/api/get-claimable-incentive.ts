import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { ClaimableIncentive } from '@laurel/shared/contract';
import { INCENTIVES_KEY_PREFIX } from './incentive-keys';

type ClaimableIncentiveKey = readonly [typeof INCENTIVES_KEY_PREFIX, 'claim_modal', number];

const fetchClaimableIncentive = ([, , id]: ClaimableIncentiveKey) =>
  v2Client
    .get<{ result: ClaimableIncentive }>(`/awards/${id}`, { params: { view: 'claim_modal' } })
    .then((body) => body.result);

/** One incentive as the claim flow reads it (programs §7), with what the reader may still claim of it. */
export const useClaimableIncentive = (id: number | null) =>
  useSWR(
    id === null ? null : ([INCENTIVES_KEY_PREFIX, 'claim_modal', id] as const),
    fetchClaimableIncentive,
    QUERY_DEFAULTS,
  );
