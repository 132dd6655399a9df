import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { UserImportSummary } from '@laurel/shared/contract';
import styles from '../accounts/UserAccounts.module.css';

interface ImportHistoryProps {
  imports: readonly UserImportSummary[] | undefined;
  error: unknown;
  retry: () => void;
}

export function ImportHistory({ imports, error, retry }: ImportHistoryProps) {
  const { t, i18n } = useTranslation('admin_dashboard', { keyPrefix: 'users' });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="import-history">
      <h2 id="import-history">{t('imports.history')}</h2>
      {error ? (
        <Alert status="error" title={t('imports.historyFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={retry}>
            {t('imports.retry')}
          </button>
        </Alert>
      ) : !imports ? null : imports.length === 0 ? (
        <p>{t('imports.historyEmpty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('imports.historyColumns.file')}</th>
              <th scope="col">{t('imports.historyColumns.when')}</th>
              <th scope="col">{t('imports.historyColumns.by')}</th>
              <th scope="col">{t('imports.historyColumns.status')}</th>
              <th scope="col">{t('imports.historyColumns.result')}</th>
            </tr>
          </thead>
          <tbody>
            {imports.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.file_name}</th>
                <td>{when.format(new Date(row.created_at))}</td>
                <td>{row.created_by?.display_name}</td>
                <td>{t(`imports.statuses.${row.status}`)}</td>
                <td>
                  {row.status === 'preview'
                    ? ''
                    : t('imports.result', { created: row.created, updated: row.updated, skipped: row.skipped })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
