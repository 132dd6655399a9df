import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '@laurel/shared/contract';
import type { ReportLink } from '../dashboard-reports';
import { DashboardCard } from './DashboardCard';
import { FigureStat } from './FigureStat';

/** Rewards redeemed from the catalogue, declined and refunded ones left out. */
export function RewardsCard({ dashboard, reports }: { dashboard: AdminDashboard; reports: ReportLink[] }) {
  const { t } = useTranslation('admin_dashboard');
  return (
    <DashboardCard title={t('rewards.title')} reports={reports}>
      <FigureStat
        label={t('rewards.redemptions')}
        figure={dashboard.redemptions}
        format={(value) => t('count', { value })}
      />
      <FigureStat
        label={t('rewards.points')}
        figure={dashboard.redeemedPoints}
        format={(value) => t('points', { value })}
      />
    </DashboardCard>
  );
}
