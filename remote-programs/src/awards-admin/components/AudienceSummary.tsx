import { useTranslation } from 'react-i18next';
import type { AudienceCondition, ConditionsOperator } from '@laurel/shared/contract';
import { useAudienceOptions } from '../../program-form/api/get-audience-options';
import { audienceParts, joinerOf } from '../form/audience-summary';

interface AudienceSummaryProps {
  conditions: readonly AudienceCondition[];
  operator: ConditionsOperator;
}

/** Who may receive the award, in one line: everyone, or its conditions joined by and/or. */
export function AudienceSummary({ conditions, operator }: AudienceSummaryProps) {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const options = useAudienceOptions();
  if (conditions.length === 0) return <>{t('list.audience.everyone')}</>;
  const parts = audienceParts(conditions, options.data ?? []).map((part) =>
    t('list.audience.part', {
      attribute: t(`form.audience.attributes.${part.attr.replace('?', '')}`),
      value: part.name,
    }),
  );
  return <>{parts.join(` ${t(`list.audience.${joinerOf(operator)}`)} `)}</>;
}
