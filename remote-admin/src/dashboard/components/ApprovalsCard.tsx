import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isServedPath } from '@laurel/shared';
import type { AdminDashboard } from '@laurel/shared/contract';
import type { ReportLink } from '../dashboard-reports';
import { DashboardCard } from './DashboardCard';
import { FigureStat } from './FigureStat';

const YOUR_APPROVALS_PATH = '/incentives/approvals';

/** Every pending incentive claim and award give in the company, now and when the previous period ended. */
export function ApprovalsCard({ dashboard, reports }: { dashboard: AdminDashboard; reports: ReportLink[] }) {
  const { t } = useTranslation('admin_dashboard');
  const count = (value: number) => t('count', { value });
  const previousText = (value: string) => t('approvals.previous', { value });
  return (
    <DashboardCard
      title={t('approvals.title')}
      intro={t('approvals.intro')}
      reports={reports}
      wide
      extraLinks={
        isServedPath(YOUR_APPROVALS_PATH) && (
          <li>
            <Link to={YOUR_APPROVALS_PATH}>{t('approvals.yourApprovals')}</Link>
          </li>
        )
      }
    >
      <FigureStat
        label={t('approvals.claims')}
        figure={dashboard.pendingClaims}
        format={count}
        previousText={previousText}
      />
      <FigureStat
        label={t('approvals.awardGives')}
        figure={dashboard.pendingAwardGives}
        format={count}
        previousText={previousText}
      />
    </DashboardCard>
  );
}
