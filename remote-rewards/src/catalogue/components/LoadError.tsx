import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import styles from './Catalogue.module.css';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: what was being loaded, why in the error catalogue's words, and a retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('rewards');
  return (
    <Alert status="error" title={title}>
      <p className={styles.alertText}>{apiErrorMessage(t, error)}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('catalogue.retry')}
      </button>
    </Alert>
  );
}
