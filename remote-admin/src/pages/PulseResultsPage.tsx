import '../pulse-results/pulse-results-copy';
import { PulseResultsReport } from '../pulse-results/components/PulseResultsReport';

export function PulseResultsPage() {
  return <PulseResultsReport />;
}
