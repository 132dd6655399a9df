import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';

interface SaveFailureProps {
  id: string;
  failure: unknown;
  /** The form's own namespace, whose API error wording the message takes. */
  namespace: string;
  title: string;
}

/** The form's summary of a save that failed beyond its fields, announced where the form points to it. */
export function SaveFailure({ id, failure, namespace, title }: SaveFailureProps) {
  const { t } = useTranslation(namespace);
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
