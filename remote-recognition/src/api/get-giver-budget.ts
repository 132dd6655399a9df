import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { GiverBudget } from '@laurel/shared/recognition';

export const GIVER_BUDGET_KEY = '/users/show';

const fetchBudget = () => v2Client.get<{ result: GiverBudget }>(GIVER_BUDGET_KEY).then((body) => body.result);

/** The giver's balances; revalidated whenever the modal opens, since giving spends them. */
export const useGiverBudget = () =>
  useSWR(GIVER_BUDGET_KEY, fetchBudget, { ...QUERY_DEFAULTS, revalidateOnMount: true, dedupingInterval: 0 });

/** What the giver can spend: the giving balance plus flash points. */
export const spendableOf = (budget: GiverBudget) => budget.giving_balance + budget.flash_points_balance;
