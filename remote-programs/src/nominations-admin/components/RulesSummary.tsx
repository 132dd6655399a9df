import { useTranslation } from 'react-i18next';
import type { NominationRulesGroup } from '@laurel/shared/contract';

/** A rules group in words: everyone, or its conditions joined by all or any. */
export function RulesSummary({ group }: { group: NominationRulesGroup }) {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  if (group.conditions.length === 0) return <>{t('rules.everyone')}</>;
  const conditions = group.conditions.map(({ attr, value }) =>
    t('rules.condition', { attribute: t(`rules.attributes.${attr.replace('?', '')}`), value }),
  );
  return <>{t(group.groupType === 'OR' ? 'rules.any' : 'rules.all', { conditions: conditions.join('; ') })}</>;
}
