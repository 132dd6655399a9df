import '../incentives-admin/admin-copy';
import { IncentivesAdmin } from '../incentives-admin/components/IncentivesAdmin';

export function IncentivesAdminPage() {
  return <IncentivesAdmin archived={false} />;
}
