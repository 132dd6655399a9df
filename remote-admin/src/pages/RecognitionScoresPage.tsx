import '../recognition-scores/recognition-scores-copy';
import { RecognitionScoresReport } from '../recognition-scores/components/RecognitionScoresReport';

export function RecognitionScoresPage() {
  return <RecognitionScoresReport />;
}
