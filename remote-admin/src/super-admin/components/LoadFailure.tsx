import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import styles from './SuperAdmin.module.css';

/** A read that failed: the API's message and a way to try again, never a blank page. */
export function LoadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('super_admin');
  return (
    <Alert status="error" title={t('loadFailed')}>
      <p>{apiErrorMessage(t, error)}</p>
      <button type="button" className={styles.button} onClick={retry}>
        {t('retry')}
      </button>
    </Alert>
  );
}
