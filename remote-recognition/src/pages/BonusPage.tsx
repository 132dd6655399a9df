import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { parseBonusId } from '../feed/bonus-display';
import { FeedPage } from './FeedPage';

// The detail carries the comment composer (slate): it loads when a recognition is opened, not with the feed.
const BonusDetailDialog = lazy(() =>
  import('../feed/components/BonusDetailDialog').then((module) => ({ default: module.BonusDetailDialog })),
);

/** A recognition's own address: the feed, with the recognition open over it. */
export function BonusPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <FeedPage />
      <Suspense fallback={null}>
        <BonusDetailDialog key={id} bonusId={parseBonusId(id)} onClose={() => navigate('/')} />
      </Suspense>
    </>
  );
}
