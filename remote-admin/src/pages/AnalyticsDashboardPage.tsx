import '../analytics/analytics-copy';
import { AnalyticsDashboard } from '../analytics/components/AnalyticsDashboard';

export function AnalyticsDashboardPage() {
  return <AnalyticsDashboard />;
}
