import { lazy, Suspense } from 'react';

const AwardsBannerWidget = lazy(() =>
  import('./AwardsBannerWidget').then((module) => ({ default: module.AwardsBannerWidget })),
);

/** The home-top widget's entry: shown only to people the profile says may give awards, its code loaded then. */
export function AwardsBannerSlot() {
  return (
    <Suspense fallback={null}>
      <AwardsBannerWidget />
    </Suspense>
  );
}
