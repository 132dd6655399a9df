import { RedemptionHistory } from '../history/components/RedemptionHistory';

export function RedemptionHistoryPage() {
  return <RedemptionHistory />;
}
