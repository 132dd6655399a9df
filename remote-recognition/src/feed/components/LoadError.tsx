import { useTranslation } from 'react-i18next';
import { Alert } from '@laurel/shared/ui-kit';
import { loadErrorReason } from '../load-error';
import styles from './RecognitionFeed.module.css';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: what was being loaded, why it failed in the catalogue's words, and a retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('recognition');
  return (
    <Alert status="error" title={title}>
      <p className={styles.message}>{t(`errors.load.${loadErrorReason(error)}`)}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </Alert>
  );
}
