import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { GivableAward } from '@laurel/shared/contract';

export const GIVABLE_AWARDS_KEY = '/awards?type=manual&givable_by_user=true';

export const fetchGivableAwards = () =>
  v2Client
    .get<{ result: { items: GivableAward[] } }>('/awards', { params: { type: 'manual', givable_by_user: true } })
    .then((body) => body.result.items);

/** The manual awards the reader may give (recognition §6, §7); `fresh` asks again, as a give spends their budgets. */
export const useGivableAwards = (fresh = false) =>
  useSWR(GIVABLE_AWARDS_KEY, fetchGivableAwards, {
    ...QUERY_DEFAULTS,
    ...(fresh ? { revalidateOnMount: true, dedupingInterval: 0 } : {}),
  });
