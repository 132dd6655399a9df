import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ALLOWANCE_RESET_PERIODS,
  programSettingsSchema,
  type ProgramSettings,
  type ProgramSettingsUpdate,
} from '@laurel/shared/contract';
import { saveProgramSettings } from '../api/program-settings-api';
import { WholeNumberField } from '../../program-form/WholeNumberField';
import { SaveFooter } from './SaveFooter';
import { useSettingsForm } from './use-settings-form';
import styles from './ProgramSettings.module.css';

const resolver = zodResolver(programSettingsSchema) as Resolver<ProgramSettingsUpdate>;

const valuesOf = ({ nextResetDate: _next, ...settings }: ProgramSettings): ProgramSettingsUpdate => settings;

/** A yyyy-mm-dd day in the reader's words, as a calendar day (no time zone moves it). */
const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The allowance each person gives from, when it refills, and the managers' extra. */
export function AllowanceForm({ stored }: { stored: ProgramSettings }) {
  const { t, i18n } = useTranslation('admin_rewards', { keyPrefix: 'programSettings' });
  const [nextReset, setNextReset] = useState(stored.nextResetDate);
  const { form, errorOf, outcome, save } = useSettingsForm<ProgramSettingsUpdate>(
    { defaultValues: valuesOf(stored), resolver },
    async (values) => {
      const saved = await saveProgramSettings(values);
      setNextReset(saved.nextResetDate);
      return valuesOf(saved);
    },
    { allowance_amount_invalid: 'allowanceAmount', manager_extra_amount_invalid: 'managerExtraAmount' },
  );
  const { register, control, formState } = form;
  const managersExtra = useWatch({ control, name: 'managerExtraAllowance' });

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <fieldset className={styles.section}>
        <legend>{t('allowance.legend')}</legend>
        <WholeNumberField
          classes={styles}
          id="allowance-amount"
          label={t('allowance.amount')}
          min={0}
          error={errorOf('allowanceAmount')}
          input={register('allowanceAmount', { valueAsNumber: true })}
        />
        <div className={styles.field}>
          <label htmlFor="reset-period">{t('allowance.resetPeriod')}</label>
          <select id="reset-period" aria-describedby="next-reset" {...register('resetPeriod')}>
            {ALLOWANCE_RESET_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`allowance.periods.${period}`)}
              </option>
            ))}
          </select>
          <p id="next-reset" className={styles.hint}>
            {t('allowance.nextReset', { date: dayText(nextReset, i18n.language) })}
          </p>
        </div>
        <div className={styles.check}>
          <input id="manager-extra" type="checkbox" {...register('managerExtraAllowance')} />
          <label htmlFor="manager-extra">{t('allowance.managerExtraAllowance')}</label>
        </div>
        {managersExtra && (
          <WholeNumberField
            classes={styles}
            id="manager-extra-amount"
            label={t('allowance.managerExtraAmount')}
            hint={t('allowance.managerExtraHint')}
            min={0}
            error={errorOf('managerExtraAmount')}
            input={register('managerExtraAmount', { valueAsNumber: true })}
          />
        )}
      </fieldset>
      <SaveFooter saving={formState.isSubmitting} outcome={outcome} />
    </form>
  );
}
