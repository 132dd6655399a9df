import budgets from './budgets.json';

/** A limit with its target: `budget` is never raised; `ceiling` is what CI allows until the budget is reached. */
export interface Limit {
  budget?: number;
  stretch?: number;
  ceiling: number;
}

export interface RouteBudget {
  path: string;
  persona: string;
  jsKiB: Limit;
  scripts: Limit;
  requests: Limit;
}

export const ROUTE_BUDGETS: readonly RouteBudget[] = budgets.routes;
export const RATIO_BUDGETS = budgets.ratios;
export const TIME_BUDGETS_MS = budgets.timesMs;
export const LIGHTHOUSE_BUDGETS = budgets.lighthouse;
export const FEED_BUDGETS = budgets.feed;
export const REWARDS_BUDGETS_MS = budgets.rewards;

export const KIB = 1024;

export function routeBudget(path: string): RouteBudget {
  const route = ROUTE_BUDGETS.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No budget for ${path} in e2e/perf/budgets.json`);
  return route;
}
