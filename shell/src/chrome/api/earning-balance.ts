import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { GiverBudget } from '@laurel/shared/recognition';

/** `GET /users/show`; the give-recognition modal reads the same key, so both share one cache entry. */
export const GIVER_BUDGET_KEY = '/users/show';

const fetchGiverBudget = () => v2Client.get<{ result: GiverBudget }>(GIVER_BUDGET_KEY).then((body) => body.result);

/** The points the signed-in person has earned and may spend on rewards; undefined until loaded. */
export const useEarningBalance = (): number | undefined =>
  useSWR(GIVER_BUDGET_KEY, fetchGiverBudget, QUERY_DEFAULTS).data?.earning_balance;
