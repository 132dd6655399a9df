import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { percentOf, type AdminDashboard } from '@laurel/shared/contract';
import type { ReportLink } from '../dashboard-reports';
import { DashboardCard } from './DashboardCard';
import { FigureChange } from './FigureChange';
import styles from './Dashboard.module.css';

/** The giving allowance used against what the active people have a month: a meter and the same in words. */
export function AllowanceCard({ dashboard, reports }: { dashboard: AdminDashboard; reports: ReportLink[] }) {
  const { t } = useTranslation('admin_dashboard');
  const labelId = useId();
  const { allowanceUsed: used, allowanceTotal: total } = dashboard;
  const usedText = (points: number) => t('allowance.used', { used: points, total, percent: percentOf(points, total) });
  return (
    <DashboardCard title={t('allowance.title')} reports={reports}>
      <div className={styles.stat}>
        <h3 id={labelId} className={styles.statLabel}>
          {t('allowance.meterLabel')}
        </h3>
        <meter
          className={styles.meter}
          aria-labelledby={labelId}
          min={0}
          max={Math.max(total, 1)}
          value={Math.min(used.current, total)}
          aria-valuetext={usedText(used.current)}
        />
        <p className={styles.figure}>{t('percent', { value: percentOf(used.current, total) })}</p>
        <p className={styles.muted}>{t('allowance.usedPoints', { used: used.current, total })}</p>
        <p className={styles.previous}>{t('previous', { value: usedText(used.previous) })}</p>
        <FigureChange figure={used} />
        <p className={styles.muted}>{t('allowance.note')}</p>
      </div>
    </DashboardCard>
  );
}
