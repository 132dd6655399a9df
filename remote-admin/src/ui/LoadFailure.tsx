import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import buttons from '@laurel/shared/styles/buttons.module.css';

export interface LoadFailureProps {
  error: unknown;
  retry: () => void;
  /** The page's own words for what could not be read. */
  title: string;
  retryLabel: string;
}

/** A read that failed: the API's message and a way to read again, never a blank page. */
export function LoadFailure({ error, retry, title, retryLabel }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <Alert status="error" title={title}>
      <p>{apiErrorMessage(t, error)}</p>
      <button type="button" className={buttons.button} onClick={retry}>
        {retryLabel}
      </button>
    </Alert>
  );
}
