import { useTranslation } from 'react-i18next';
import '../growth-kit/growth-copy';
import { useOneOnOneLogs } from '../growth-admin/api/growth-admin-api';
import { LoadFailure } from '../growth-kit/LoadFailure';
import { formatDay } from '../growth-kit/format-day';
import styles from '../growth-admin/components/GrowthAdmin.module.css';

/** Platform §2 `/admin/growth/one-on-ones/logs` (people-data admin): which pairs met and when, never what was said. */
export function OneOnOneLogsAdminPage() {
  const { t, i18n } = useTranslation('growth');
  const { data: rows, error, mutate } = useOneOnOneLogs();
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : t('growthAdmin.logs.never'));
  return (
    <div className={styles.page}>
      <h1>{t('growthAdmin.logs.title')}</h1>
      <p className={styles.intro}>{t('growthAdmin.logs.intro')}</p>
      {error && !rows && (
        <LoadFailure title={t('growthAdmin.loadFailed')} error={error} onRetry={() => void mutate()} />
      )}
      {!rows && !error && <p role="status">{t('growthAdmin.loading')}</p>}
      {rows?.length === 0 && <p className={styles.section}>{t('growthAdmin.logs.empty')}</p>}
      {rows && rows.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{t('growthAdmin.logs.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('growthAdmin.logs.manager')}</th>
              <th scope="col">{t('growthAdmin.logs.report')}</th>
              <th scope="col">{t('growthAdmin.logs.held')}</th>
              <th scope="col">{t('growthAdmin.logs.lastMet')}</th>
              <th scope="col">{t('growthAdmin.logs.next')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.manager.id}-${row.report.id}`}>
                <td>{row.manager.displayName}</td>
                <td>{row.report.displayName}</td>
                <td>{row.meetingsHeld}</td>
                <td>{day(row.lastMetAt)}</td>
                <td>{day(row.nextScheduledFor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
