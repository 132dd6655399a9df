import { lazy } from 'react';

// Shown only when someone claimed lately or a read failed: their code (avatars, tooltips, alerts) waits until then.
export const LazyRecentClaimers = lazy(() =>
  import('./RecentClaimers').then((module) => ({ default: module.RecentClaimers })),
);
export const LazyLoadProblem = lazy(() => import('./LoadProblem').then((module) => ({ default: module.LoadProblem })));
