import '../awards-admin/admin-copy';
import { AwardsAdmin } from '../awards-admin/components/AwardsAdmin';

export function AwardsAdminPage() {
  return <AwardsAdmin archived={false} />;
}
