import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { Redemption } from '@laurel/shared/contract';

export type RedemptionKey = readonly ['rewards-redemptions', 'one', number];

export const redemptionKey = (id: number): RedemptionKey => ['rewards-redemptions', 'one', id];

const fetchRedemption = ([, , id]: RedemptionKey) =>
  v2Client.get<{ result: Redemption }>(`rewards/redemptions/${id}`).then((body) => body.result);

/** One of the signed-in person's redemptions with its records; a 404 for anyone else's. */
export const useRedemption = (id: number | null) =>
  useSWR(id === null ? null : redemptionKey(id), fetchRedemption, { ...QUERY_DEFAULTS, revalidateOnMount: true });
