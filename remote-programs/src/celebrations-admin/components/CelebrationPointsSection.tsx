import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WORK_ANNIVERSARY_POINT_SETTINGS, type CelebrationType } from '@laurel/shared/contract';
import type { CelebrationFormValues } from '../form/celebration-form-values';
import { useCelebrationFieldError } from '../form/use-celebration-field-error';
import { YearAmountMappings } from './YearAmountMappings';
import { WholeNumberField } from '../../program-form/WholeNumberField';
import styles from '../../program-form/ProgramForm.module.css';

/** Points (programs §3, §9): the amount, and for a work anniversary its point setting and years. */
export function CelebrationPointsSection({ type }: { type: CelebrationType }) {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const { control, register } = useFormContext<CelebrationFormValues>();
  const setting = useWatch({ control, name: 'workAnniversaryPointSetting' });
  const ids = { section: useId(), amount: useId() };
  const error = useCelebrationFieldError('amount');
  const anniversary = type === 'work_anniversary';

  return (
    <section className={styles.section} aria-labelledby={ids.section}>
      <h2 id={ids.section}>{t('form.points.title')}</h2>
      {anniversary && (
        <fieldset className={styles.choices}>
          <legend>{t('form.points.setting')}</legend>
          {WORK_ANNIVERSARY_POINT_SETTINGS.map((value) => (
            <label key={value} className={styles.check}>
              <input type="radio" value={value} {...register('workAnniversaryPointSetting')} />
              {t(`form.points.settings.${value}`)}
            </label>
          ))}
        </fieldset>
      )}
      {(!anniversary || setting !== 'onlySpecificYears') && (
        <WholeNumberField
          id={ids.amount}
          label={t(anniversary ? 'form.points.anniversaryAmount' : 'form.points.amount')}
          min={0}
          error={error}
          input={register('amount', { valueAsNumber: true })}
        />
      )}
      {anniversary && setting !== 'everyYearWithSameAmount' && <YearAmountMappings setting={setting} />}
    </section>
  );
}
