import { useTranslation } from 'react-i18next';
import type { Celebration } from '@laurel/shared/contract';

/** A celebration's points and receiving rules in a few words, for its row. */
export function useCelebrationSummary() {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  return {
    points: (celebration: Celebration) => {
      const count = celebration.amount ?? 0;
      const setting = celebration.workAnniversaryPointSetting;
      if (celebration.type !== 'work_anniversary' || setting === 'everyYearWithSameAmount')
        return t('list.points', { count });
      return t(`list.anniversaryPoints.${setting}`, { amount: count });
    },
    receivers: (celebration: Celebration) => {
      const group = celebration.receivingRulesGroup;
      if (!group || group.conditions.length === 0) return t('list.everyone');
      return t(`list.rules.${group.groupType}`, { values: group.conditions.map((c) => c.value).join(', ') });
    },
  };
}
