import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';

interface SaveFailureProps {
  id: string;
  failure: unknown;
  title: string;
}

/** A save that failed beyond the form's fields, announced below them. */
export function SaveFailure({ id, failure, title }: SaveFailureProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'subscriptions' });
  return (
    <div id={id} aria-live="polite">
      {failure !== null && (
        <Alert status="error" title={title}>
          <p>{apiErrorMessage(t, failure)}</p>
        </Alert>
      )}
    </div>
  );
}
