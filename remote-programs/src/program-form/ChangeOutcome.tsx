import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { KitCopy } from './kit-copy';

export type ProgramChangeOutcome = { change: string; name: string; failed?: unknown } | null;

/** What the last change of an admin list did (`list.outcome.<change>`), or why it failed, announced. */
export function ChangeOutcome({ ns, keyPrefix, outcome }: KitCopy & { outcome: ProgramChangeOutcome }) {
  const { t } = useTranslation(ns, { keyPrefix });
  return (
    <div aria-live="polite">
      {outcome &&
        (outcome.failed ? (
          <Alert status="error" title={t(`list.outcome.${outcome.change}Failed`, { name: outcome.name })}>
            <p>{apiErrorMessage(t, outcome.failed)}</p>
          </Alert>
        ) : (
          <Alert status="success" title={t(`list.outcome.${outcome.change}`, { name: outcome.name })} />
        ))}
    </div>
  );
}
