import { useWatch, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAdminIncentives } from '../api/get-admin-incentives';
import { useAudienceCount } from '../../program-form/api/get-audience-count';
import { costEstimateOf } from '../form/cost-estimate';
import type { IncentiveFormValues } from '../form/incentive-form-values';
import styles from '../../program-form/ProgramForm.module.css';

const DEFAULT_BUDGET = { exchangeRate: 1, isoCode: 'USD' };

/** Programs §5: what the incentive may cost for the people its conditions reach, in the budget's currency. */
export function CostEstimate() {
  const { t, i18n } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const { control } = useFormContext<IncentiveFormValues>();
  const values = useWatch({ control }) as IncentiveFormValues;
  const count = useAudienceCount(values.conditions, values.conditionsOperator);
  const budget = useAdminIncentives('active').data?.metadata.budget ?? DEFAULT_BUDGET;
  const estimate = count.data ? costEstimateOf(values, count.data.scopedCount, budget.exchangeRate) : null;
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: budget.isoCode || DEFAULT_BUDGET.isoCode,
    maximumFractionDigits: 0,
  });

  return (
    <dl className={styles.figures} aria-live="polite">
      <div>
        <dt>{t('form.points.costEstimate')}</dt>
        <dd>{estimate === null ? t('form.points.noEstimate') : money.format(estimate)}</dd>
      </div>
      <div>
        <dt>{t('form.points.people')}</dt>
        <dd>{count.data ? count.data.scopedCount : '…'}</dd>
      </div>
    </dl>
  );
}
