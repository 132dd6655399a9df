import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { SwitchOutcome } from '../hooks/use-catalog-switch';
import { denominationLabelOf } from '../catalog-entry-display';

/** What the last switch did, said where a screen reader hears it; a failure stays until the next switch. */
export function SwitchFeedback({ outcome }: { outcome: SwitchOutcome | null }) {
  const { t, i18n } = useTranslation('rewards');
  const option = optionOf(outcome, i18n.language);
  return (
    <div aria-live="polite">
      {outcome?.kind === 'changed' && (
        <Alert status="success" size="sm">
          {t(messageKeyOf(outcome), { name: outcome.item.item.fullName, option })}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert status="error" size="sm" title={t('adminCatalog.switchFailed')}>
          {apiErrorMessage(t, outcome.error)}
        </Alert>
      )}
    </div>
  );
}

const messageKeyOf = ({ target, enabled }: Pick<SwitchOutcome, 'target' | 'enabled'>) => {
  const part = 'denominationId' in target ? 'denomination' : 'item';
  return `adminCatalog.changed.${part}.${enabled ? 'on' : 'off'}`;
};

function optionOf(outcome: SwitchOutcome | null, locale: string) {
  if (outcome?.kind !== 'changed' || !('denominationId' in outcome.target)) return undefined;
  const { denominationId } = outcome.target;
  const denomination = outcome.item.companyDenominations.find((candidate) => candidate.id === denominationId);
  return denomination && denominationLabelOf(outcome.item, denomination, locale);
}
