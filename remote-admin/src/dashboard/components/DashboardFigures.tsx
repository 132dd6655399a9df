import { useTranslation } from 'react-i18next';
import type { PermissionSubject } from '@laurel/shared';
import type { AdminDashboard } from '@laurel/shared/contract';
import { reportLinksOf } from '../dashboard-reports';
import { AllowanceCard } from './AllowanceCard';
import { ApprovalsCard } from './ApprovalsCard';
import { ParticipationCard } from './ParticipationCard';
import { RecognitionCard } from './RecognitionCard';
import { RewardsCard } from './RewardsCard';
import { TopValuesCard } from './TopValuesCard';
import styles from './Dashboard.module.css';

const dayOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The figures of a loaded dashboard, each part with the reports this person may open. */
export function DashboardFigures({ dashboard, subject }: { dashboard: AdminDashboard; subject: PermissionSubject }) {
  const { t, i18n } = useTranslation('admin_dashboard');
  const day = (iso: string) => dayOf(iso, i18n.language);
  const { period, previousPeriod } = dashboard;
  return (
    <>
      <p className={styles.period}>
        {t('period', {
          start: day(period.start),
          end: day(period.end),
          previousStart: day(previousPeriod.start),
          previousEnd: day(previousPeriod.end),
        })}
      </p>
      <div className={styles.grid}>
        <ParticipationCard dashboard={dashboard} reports={reportLinksOf(subject, 'participation')} />
        <RecognitionCard dashboard={dashboard} reports={reportLinksOf(subject, 'recognition')} />
        <AllowanceCard dashboard={dashboard} reports={reportLinksOf(subject, 'allowance')} />
        <RewardsCard dashboard={dashboard} reports={reportLinksOf(subject, 'rewards')} />
        <ApprovalsCard dashboard={dashboard} reports={reportLinksOf(subject, 'approvals')} />
        <TopValuesCard dashboard={dashboard} subject={subject} />
      </div>
    </>
  );
}
