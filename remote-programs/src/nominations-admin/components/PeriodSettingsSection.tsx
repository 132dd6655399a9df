import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import { NOMINATION_LIMIT_MAX, NOMINATION_PERIOD_VISIBILITIES } from '@laurel/shared/contract';
import type { PeriodFormValues } from '../form/period-form-values';
import { usePeriodFieldError } from '../form/use-period-field-error';
import { describedBy } from '../form/described-by';
import styles from '../../program-form/ProgramForm.module.css';

/** How many nominations each nominator has (empty is unlimited, programs §9) and who may read the period. */
export function PeriodSettingsSection() {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const { register } = useFormContext<PeriodFormValues>();
  const ids = { section: useId(), limit: useId() };
  const limitError = usePeriodFieldError('nominationLimit');

  return (
    <section className={styles.section} aria-labelledby={ids.section}>
      <h2 id={ids.section}>{t('form.settings.title')}</h2>
      <div className={styles.field}>
        <label htmlFor={ids.limit}>{t('form.settings.limit')}</label>
        <input
          id={ids.limit}
          type="number"
          inputMode="numeric"
          min={1}
          max={NOMINATION_LIMIT_MAX}
          step={1}
          aria-invalid={Boolean(limitError)}
          aria-describedby={describedBy(ids.limit, limitError, `${ids.limit}-hint`)}
          {...register('nominationLimit')}
        />
        <p id={`${ids.limit}-hint`} className={styles.hint}>
          {t('form.settings.limitHint', { max: NOMINATION_LIMIT_MAX })}
        </p>
        <FieldError id={`${ids.limit}-error`} error={limitError} />
      </div>
      <fieldset className={styles.choices}>
        <legend>{t('form.settings.visibility')}</legend>
        {NOMINATION_PERIOD_VISIBILITIES.map((value) => (
          <label key={value} className={styles.check}>
            <input type="radio" value={value} {...register('visibility')} />
            {t(`form.settings.visibilities.${value}`)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
