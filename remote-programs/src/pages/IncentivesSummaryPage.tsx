import '../summary/summary-setup';
import { IncentivesSummary } from '../summary/components/IncentivesSummary';

export function IncentivesSummaryPage() {
  return <IncentivesSummary />;
}
