import { useNavigate, useParams } from 'react-router';
import { parseBonusId } from '../feed/bonus-display';
import { BonusDetailDialog } from '../feed/components/BonusDetailDialog';
import { FeedPage } from './FeedPage';

/** A recognition's own address: the feed, with the recognition open over it. */
export function BonusPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <FeedPage />
      <BonusDetailDialog key={id} bonusId={parseBonusId(id)} onClose={() => navigate('/')} />
    </>
  );
}
