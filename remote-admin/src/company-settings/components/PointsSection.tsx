import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUDGET_FORMATS } from '@laurel/shared/contract';
import type { CompanySettingsValues } from '../form/company-settings-form';
import { SettingsField } from '@laurel/shared/ui-kit';
import { useSettingsError } from './use-settings-error';
import styles from './CompanySettings.module.css';

/** What points are called, one and many, and how balances are shown. */
export function PointsSection() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'companySettings' });
  const { register } = useFormContext<CompanySettingsValues>();
  const errorOf = useSettingsError();
  const text = (id: string, field: 'budgetSingular' | 'budgetPlural', label: string) => (
    <SettingsField id={id} label={label} error={errorOf(field)}>
      {(describedBy) => (
        <input
          id={id}
          type="text"
          autoComplete="off"
          aria-invalid={Boolean(errorOf(field))}
          aria-describedby={describedBy}
          {...register(field)}
        />
      )}
    </SettingsField>
  );
  return (
    <fieldset className={styles.section}>
      <legend>{t('points.legend')}</legend>
      <div className={styles.twoColumns}>
        {text('budget-singular', 'budgetSingular', t('points.singular'))}
        {text('budget-plural', 'budgetPlural', t('points.plural'))}
      </div>
      <SettingsField id="budget-format" label={t('points.format')}>
        {(describedBy) => (
          <select id="budget-format" aria-describedby={describedBy} {...register('budgetFormat')}>
            {BUDGET_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`points.formats.${format}`)}
              </option>
            ))}
          </select>
        )}
      </SettingsField>
    </fieldset>
  );
}
