import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { KitCopy } from './kit-copy';

/** `ns` and `keyPrefix`: the form's own copy, whose API error wording the message takes. */
interface SaveFailureProps extends KitCopy {
  id: string;
  failure: unknown;
  title: string;
}

/** The form's summary of a save that failed beyond its fields, announced where the form points to it. */
export function SaveFailure({ id, failure, ns, keyPrefix, title }: SaveFailureProps) {
  const { t } = useTranslation(ns, { keyPrefix });
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
