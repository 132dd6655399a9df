import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import styles from './Incentives.module.css';

/** A read that failed (programs §8 "Failed to fetch …"), with the server's reason and a retry. */
export function LoadProblem({ error, message, onRetry }: { error: unknown; message: string; onRetry: () => void }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  return (
    <Alert status="error" title={message}>
      <p className={styles.alertText}>{apiErrorMessage(t, error)}</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        {t('list.retry')}
      </button>
    </Alert>
  );
}
