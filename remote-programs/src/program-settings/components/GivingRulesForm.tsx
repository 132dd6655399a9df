import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GivingRules } from '@laurel/shared/contract';
import { saveGivingRules } from '../api/program-settings-api';
import {
  GIVING_RULES_FIELD_OF_ERROR,
  givingRulesOf,
  givingRulesResolver,
  givingRulesValuesOf,
  type GivingRulesValues,
} from '../giving-rules-form';
import { refusedIds, setRefusals } from '../settings-errors';
import { NumberField } from './NumberField';
import { SaveFooter, type SaveOutcome } from './SaveFooter';
import { useSettingsError } from './use-settings-error';
import styles from './ProgramSettings.module.css';

/** The rules `POST /bonuses` holds every recognition to: points and people per recognition. */
export function GivingRulesForm({ stored }: { stored: GivingRules }) {
  const { t } = useTranslation('programSettings');
  const [outcome, setOutcome] = useState<SaveOutcome>({ state: 'idle' });
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<GivingRulesValues>({ defaultValues: givingRulesValuesOf(stored), resolver: givingRulesResolver });
  const errorOf = useSettingsError(errors);
  const [pointsLimited, recipientsLimited] = useWatch({ control, name: ['maxPointsLimited', 'maxRecipientsLimited'] });

  const save = handleSubmit(async (values) => {
    setOutcome({ state: 'idle' });
    try {
      reset(givingRulesValuesOf(await saveGivingRules(givingRulesOf(values))));
      setOutcome({ state: 'saved' });
    } catch (error) {
      const field = setRefusals<GivingRulesValues>(refusedIds(error), GIVING_RULES_FIELD_OF_ERROR, setError);
      if (field) setFocus(field);
      else setOutcome({ state: 'failed', error });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <fieldset className={styles.section}>
        <legend>{t('peerToPeer.legend')}</legend>
        <div className={styles.check}>
          <input id="max-points-limited" type="checkbox" {...register('maxPointsLimited')} />
          <label htmlFor="max-points-limited">{t('peerToPeer.maxPointsLimited')}</label>
        </div>
        {pointsLimited && (
          <NumberField
            id="max-points"
            label={t('peerToPeer.maxPoints')}
            min={1}
            error={errorOf('maxPoints')}
            input={register('maxPoints', { valueAsNumber: true })}
          />
        )}
        <NumberField
          id="min-recipients"
          label={t('peerToPeer.minRecipients')}
          min={1}
          error={errorOf('minRecipients')}
          input={register('minRecipients', { valueAsNumber: true })}
        />
        <div className={styles.check}>
          <input id="max-recipients-limited" type="checkbox" {...register('maxRecipientsLimited')} />
          <label htmlFor="max-recipients-limited">{t('peerToPeer.maxRecipientsLimited')}</label>
        </div>
        {recipientsLimited && (
          <NumberField
            id="max-recipients"
            label={t('peerToPeer.maxRecipients')}
            min={1}
            error={errorOf('maxRecipients')}
            input={register('maxRecipients', { valueAsNumber: true })}
          />
        )}
        <p className={styles.note}>{t('peerToPeer.selfRecognition')}</p>
      </fieldset>
      <SaveFooter saving={isSubmitting} outcome={outcome} />
    </form>
  );
}
