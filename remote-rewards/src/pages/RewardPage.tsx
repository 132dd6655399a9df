import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { HttpError } from '@laurel/shared';
import { isPointsBoost } from '@laurel/shared/contract';
import { useCompanyItem } from '../api/get-company-item';
import { RewardLoading } from '../reward/components/RewardLoading';
import { RewardUnavailable } from '../reward/components/RewardUnavailable';
import { parseRewardId } from '../reward/reward-id';

// The redemption forms and their schemas load with a reward, not with the catalogue's first paint.
const RewardDetail = lazy(() =>
  import('../reward/components/RewardDetail').then((module) => ({ default: module.RewardDetail })),
);
const PointsBoost = lazy(() =>
  import('../boost/components/PointsBoost').then((module) => ({ default: module.PointsBoost })),
);

/** `/rewards/:id`: a reward, or the points boost when the id names one (its add-to-balance page). */
export function RewardPage() {
  const id = parseRewardId(useParams().id);
  const { data: entry, error, mutate } = useCompanyItem(id);
  const missing = id === null || (error instanceof HttpError && error.isNotFound());
  if (missing || (error && !entry)) {
    return <RewardUnavailable error={missing ? null : error} onRetry={() => void mutate()} />;
  }
  if (!entry) return <RewardLoading />;
  return (
    <Suspense fallback={<RewardLoading />}>
      {isPointsBoost(entry.item) ? (
        <PointsBoost key={entry.id} entry={entry} />
      ) : (
        <RewardDetail key={entry.id} entry={entry} />
      )}
    </Suspense>
  );
}
