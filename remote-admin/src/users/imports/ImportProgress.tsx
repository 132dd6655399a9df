import { useTranslation } from 'react-i18next';
import type { UserImportView } from '@laurel/shared/contract';
import styles from '../accounts/UserAccounts.module.css';

/** The running import as a progress bar, then its result. */
export function ImportProgress({ run }: { run: UserImportView }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'users' });
  const total = run.rows.length;
  const finished = run.status === 'finished';
  return (
    <div className={styles.progress}>
      <label>
        {t('imports.progress')}
        <progress max={total} value={run.processed} />
      </label>
      <p role="status" aria-live="polite">
        {finished
          ? t('imports.finished', { created: run.created, updated: run.updated, skipped: run.skipped })
          : t('imports.running', { processed: run.processed, total })}
      </p>
    </div>
  );
}
