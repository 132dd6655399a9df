import '../awards-admin/admin-copy';
export { PendingAwardGives as PendingAwardsPage } from '../awards-admin/components/PendingAwardGives';
