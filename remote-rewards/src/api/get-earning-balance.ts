import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { GiverBudget } from '@laurel/shared/recognition';

/** The shell's user menu reads the same key, so a refresh here updates the balance it shows too. */
export const GIVER_BUDGET_KEY = '/users/show';

const fetchGiverBudget = () => v2Client.get<{ result: GiverBudget }>(GIVER_BUDGET_KEY).then((body) => body.result);

/** The points the signed-in person has earned and may spend on rewards; undefined until loaded. */
export function useEarningBalance() {
  const { data, error } = useSWR(GIVER_BUDGET_KEY, fetchGiverBudget, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
  return { earningBalance: data?.earning_balance, error };
}
