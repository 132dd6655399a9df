import '../recap/recap-copy';
import { RecapView } from '../recap/components/RecapView';

export function RecapPage() {
  return <RecapView variant="recap" />;
}

export function RecapReviewPage() {
  return <RecapView variant="review" />;
}
