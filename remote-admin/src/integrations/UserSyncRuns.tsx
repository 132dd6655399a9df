import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserSyncRun } from '@laurel/shared/contract';
import styles from './Integrations.module.css';

/** The feed's latest reads: what each imported, or why it could not. */
export function UserSyncRuns({ runs }: { runs: readonly UserSyncRun[] }) {
  const { t, i18n } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  if (runs.length === 0) return <p className={styles.muted}>{t('userSync.noRuns')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <table className={styles.table}>
      <caption className={styles.muted}>{t('userSync.runs')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('userSync.when')}</th>
          <th scope="col">{t('userSync.result')}</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.at}>
            <td>{when.format(new Date(run.at))}</td>
            <td>
              {run.status === 'succeeded' ? (
                <>
                  <span className={styles.badge} data-state="ok">
                    {t('userSync.imported', { created: run.created, updated: run.updated, skipped: run.skipped })}
                  </span>{' '}
                  <Link to="/admin/users/imported">{t('userSync.seeImport')}</Link>
                </>
              ) : (
                <span className={styles.badge} data-state="failed">
                  {t('userSync.failed', { error: run.error })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
