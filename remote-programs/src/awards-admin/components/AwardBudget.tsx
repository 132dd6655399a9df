import { useTranslation } from 'react-i18next';
import type { AwardListItem } from '@laurel/shared/contract';

/** The budget per period as used / total (pending gives counted), or that the award has none. */
export function AwardBudget({ award }: { award: AwardListItem }) {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  if (award.budgetPerPeriod === null || award.periodType === null) return <>{t('list.budget.none')}</>;
  return (
    <>
      {t('list.budget.used', {
        used: award.budgetUsed,
        total: award.budgetPerPeriod,
        period: t(`periods.${award.periodType}`),
      })}
    </>
  );
}
