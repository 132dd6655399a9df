import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import styles from './Billing.module.css';

/** The spec's error for a failed read, with a way to read again. */
export function LoadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <Alert status="error" title={t('loadFailed')}>
      <p>{apiErrorMessage(t, error)}</p>
      <button type="button" className={styles.button} onClick={retry}>
        {t('retry')}
      </button>
    </Alert>
  );
}
