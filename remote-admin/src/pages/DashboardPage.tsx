import '../dashboard/dashboard-copy';
import { AdminDashboard } from '../dashboard/components/AdminDashboard';

export function DashboardPage() {
  return <AdminDashboard />;
}
