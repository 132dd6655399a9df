import useSWR from 'swr';
import { QUERY_DEFAULTS } from '@laurel/shared';
import { fetchMeeting, fetchPairs, fetchRecap } from './one-on-ones-api';

export const usePairs = () => useSWR(['one-on-ones', 'pairs'], fetchPairs, QUERY_DEFAULTS);
export const useMeeting = (id: number) =>
  useSWR(['one-on-ones', 'meeting', id], () => fetchMeeting(id), QUERY_DEFAULTS);
export const useRecap = (partnerId: number | null) =>
  useSWR(['one-on-ones', 'recap', partnerId], () => fetchRecap(partnerId), QUERY_DEFAULTS);
