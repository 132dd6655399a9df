import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import type { PeriodFormValues } from '../form/period-form-values';
import { usePeriodFieldError } from '../form/use-period-field-error';
import { describedBy } from '../form/described-by';
import styles from '../../program-form/ProgramForm.module.css';
import ownStyles from './NominationsAdmin.module.css';

/**
 * When nominations are open: the first and the last day, each a native date field (typed or picked, and
 * the end may stay empty, which the range picker's two ends do not allow).
 */
export function PeriodScheduleSection() {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const { register } = useFormContext<PeriodFormValues>();
  const ids = { section: useId(), start: useId(), end: useId() };
  const startError = usePeriodFieldError('startDay');
  const endError = usePeriodFieldError('endDay');

  return (
    <section className={styles.section} aria-labelledby={ids.section}>
      <h2 id={ids.section}>{t('form.schedule.title')}</h2>
      <p className={styles.hint}>{t('form.schedule.intro')}</p>
      <div className={`${styles.row} ${ownStyles.days}`}>
        <div className={styles.field}>
          <label htmlFor={ids.start}>{t('form.schedule.start')}</label>
          <input
            id={ids.start}
            type="date"
            aria-invalid={Boolean(startError)}
            aria-describedby={describedBy(ids.start, startError)}
            {...register('startDay')}
          />
          <FieldError id={`${ids.start}-error`} error={startError} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.end}>{t('form.schedule.end')}</label>
          <input
            id={ids.end}
            type="date"
            aria-invalid={Boolean(endError)}
            aria-describedby={describedBy(ids.end, endError, `${ids.end}-hint`)}
            {...register('endDay')}
          />
          <p id={`${ids.end}-hint`} className={styles.hint}>
            {t('form.schedule.endHint')}
          </p>
          <FieldError id={`${ids.end}-error`} error={endError} />
        </div>
      </div>
    </section>
  );
}
