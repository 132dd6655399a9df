import '../approvals/approvals-setup';
import { PendingApprovals } from '../approvals/components/PendingApprovals';

export function ApprovalsPage() {
  return <PendingApprovals />;
}
