import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import kit from '../../reports-kit/ReportPage.module.css';

interface ReadStateProps {
  isLoading: boolean;
  error?: unknown;
  retry: () => void;
  children: ReactNode;
}

/** A section read apart from the page's figures (the top list follows its own months and filter). */
export function ReadState({ isLoading, error, retry, children }: ReadStateProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'kit' });
  if (error) {
    return (
      <Alert status="error" title={t('loadFailed')}>
        <p>{apiErrorMessage(t, error)}</p>
        <button type="button" className={kit.button} onClick={retry}>
          {t('retry')}
        </button>
      </Alert>
    );
  }
  if (isLoading) return <p role="status">{t('loading')}</p>;
  return <>{children}</>;
}
