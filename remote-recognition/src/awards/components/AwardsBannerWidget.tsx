import { lazy, Suspense } from 'react';
import { useGivableAwards } from '../api/get-givable-awards';

const AwardsBanner = lazy(() => import('./AwardsBanner').then((module) => ({ default: module.AwardsBanner })));

/** The home-top widget: asks the server which awards the reader may give; the banner's code loads only when some. */
export function AwardsBannerWidget() {
  const { data: awards } = useGivableAwards();
  if (!awards?.length) return null;
  return (
    <Suspense fallback={null}>
      <AwardsBanner awards={awards} />
    </Suspense>
  );
}
