import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '@laurel/shared/contract';
import type { ReportLink } from '../dashboard-reports';
import { DashboardCard } from './DashboardCard';
import { FigureStat } from './FigureStat';

/** How many recognitions were given and how many points they carried. */
export function RecognitionCard({ dashboard, reports }: { dashboard: AdminDashboard; reports: ReportLink[] }) {
  const { t } = useTranslation('admin_dashboard');
  return (
    <DashboardCard title={t('recognition.title')} reports={reports}>
      <FigureStat
        label={t('recognition.recognitions')}
        figure={dashboard.recognitions}
        format={(value) => t('count', { value })}
      />
      <FigureStat
        label={t('recognition.points')}
        figure={dashboard.pointsGiven}
        format={(value) => t('points', { value })}
      />
    </DashboardCard>
  );
}
