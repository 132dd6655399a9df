import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import styles from './GrowthKit.module.css';

/** A read that failed: what could not be loaded, the server's reason and a retry. */
export function LoadFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('growth');
  return (
    <Alert status="error" title={title}>
      <p>{apiErrorMessage(t, error)}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('oneOnOnes.retry')}
      </button>
    </Alert>
  );
}
