import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { cardLinkState, parseBonusId, type CardLinkState } from '../feed/bonus-display';
import { FeedPage } from './FeedPage';

// The detail carries the comment composer (slate): it loads when a recognition is opened, not with the feed.
const BonusDetailDialog = lazy(() =>
  import('../feed/components/BonusDetailDialog').then((module) => ({ default: module.BonusDetailDialog })),
);

/** A recognition's own address: the feed, with the recognition open over it. */
export function BonusPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const openedFrom = cardLinkState(useLocation().state, 'openedFrom');
  // Opened from a card's comment link, the feed gives that link the focus back.
  const back: CardLinkState | undefined = openedFrom === null ? undefined : { returnTo: openedFrom };
  const close = () => navigate('/', { state: back });
  return (
    <>
      <FeedPage />
      <Suspense fallback={null}>
        <BonusDetailDialog key={id} bonusId={parseBonusId(id)} onClose={close} />
      </Suspense>
    </>
  );
}
