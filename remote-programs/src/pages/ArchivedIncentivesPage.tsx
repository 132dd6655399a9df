import '../incentives-admin/admin-copy';
import { IncentivesAdmin } from '../incentives-admin/components/IncentivesAdmin';

export function ArchivedIncentivesPage() {
  return <IncentivesAdmin archived />;
}
