import useSWR from 'swr';
import { QUERY_DEFAULTS } from '@laurel/shared';
import { fetchMeeting, fetchPairs, fetchRecap } from './one-on-ones-api';

/** The reader's pairs; nothing is read while `enabled` is false (a card for someone without Achieve). */
export const usePairs = (enabled = true) =>
  useSWR(enabled ? ['one-on-ones', 'pairs'] : null, fetchPairs, QUERY_DEFAULTS);
export const useMeeting = (id: number) =>
  useSWR(['one-on-ones', 'meeting', id], () => fetchMeeting(id), QUERY_DEFAULTS);
export const useRecap = (partnerId: number | null) =>
  useSWR(['one-on-ones', 'recap', partnerId], () => fetchRecap(partnerId), QUERY_DEFAULTS);
