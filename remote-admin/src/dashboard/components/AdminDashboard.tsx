import { useTranslation } from 'react-i18next';
import { usePermissionSubject } from '@laurel/shared';
import { LoadFailure } from '../../ui/LoadFailure';
import { useAdminDashboard } from '../api/use-admin-dashboard';
import { DashboardFigures } from './DashboardFigures';
import { DashboardSkeleton } from './DashboardSkeleton';
import styles from './Dashboard.module.css';

/** `/admin/dashboard` (issue 17 item 1): the company at a glance, the last 30 days against the 30 before. */
export function AdminDashboard() {
  const { t } = useTranslation('admin_dashboard');
  const subject = usePermissionSubject();
  const { data, error, isLoading, retry } = useAdminDashboard();

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      {error ? (
        <LoadFailure error={error} retry={retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : isLoading || !data || !subject ? (
        <DashboardSkeleton />
      ) : (
        <DashboardFigures dashboard={data} subject={subject} />
      )}
    </div>
  );
}
