import { useTranslation } from 'react-i18next';
import { percentOf, type AdminDashboard, type PeriodFigure } from '@laurel/shared/contract';
import type { ReportLink } from '../dashboard-reports';
import { DashboardCard } from './DashboardCard';
import { FigureStat } from './FigureStat';
import styles from './Dashboard.module.css';

const shareOf = (people: PeriodFigure, active: number): PeriodFigure => ({
  current: percentOf(people.current, active),
  previous: percentOf(people.previous, active),
});

/** Who gave and who received, as shares of the active people. */
export function ParticipationCard({ dashboard, reports }: { dashboard: AdminDashboard; reports: ReportLink[] }) {
  const { t } = useTranslation('admin_dashboard');
  const { activePeople, givers, receivers } = dashboard;
  const percent = (value: number) => t('percent', { value });
  const people = (count: number) => <p className={styles.muted}>{t('participation.people', { count })}</p>;
  return (
    <DashboardCard
      title={t('participation.title')}
      intro={t('participation.intro', { count: activePeople })}
      reports={reports}
    >
      <FigureStat
        label={t('participation.givers')}
        figure={shareOf(givers, activePeople)}
        format={percent}
        share
        detail={people(givers.current)}
      />
      <FigureStat
        label={t('participation.receivers')}
        figure={shareOf(receivers, activePeople)}
        format={percent}
        share
        detail={people(receivers.current)}
      />
    </DashboardCard>
  );
}
