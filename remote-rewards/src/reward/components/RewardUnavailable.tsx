import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import styles from './Reward.module.css';

interface RewardUnavailableProps {
  /** Null when the reward does not exist for the viewer; else why it could not be loaded. */
  error: unknown;
  onRetry: () => void;
}

/** No such reward for this company, or one that could not be loaded (with a retry). */
export function RewardUnavailable({ error, onRetry }: RewardUnavailableProps) {
  const { t } = useTranslation('rewards');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{error ? t('reward.errorTitle') : t('reward.notFoundTitle')}</h1>
      {error ? (
        <Alert status="error">
          <p className={styles.alertText}>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.primaryButton} onClick={onRetry}>
            {t('catalogue.retry')}
          </button>
        </Alert>
      ) : (
        <p>{t('reward.notFound')}</p>
      )}
      <Link to="/rewards" className={styles.backLink}>
        {t('reward.back')}
      </Link>
    </div>
  );
}
