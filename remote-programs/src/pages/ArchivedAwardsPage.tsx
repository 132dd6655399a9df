import '../awards-admin/admin-copy';
import { AwardsAdmin } from '../awards-admin/components/AwardsAdmin';

export function ArchivedAwardsPage() {
  return <AwardsAdmin archived />;
}
