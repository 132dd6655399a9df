import { useWatch } from 'react-hook-form';
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
import { WholeNumberField } from '../../program-form/WholeNumberField';
import { SaveFooter } from './SaveFooter';
import { useSettingsForm } from './use-settings-form';
import styles from './ProgramSettings.module.css';

/** The rules `POST /bonuses` holds every recognition to: points and people per recognition. */
export function GivingRulesForm({ stored }: { stored: GivingRules }) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programSettings' });
  const { form, errorOf, outcome, save } = useSettingsForm<GivingRulesValues>(
    { defaultValues: givingRulesValuesOf(stored), resolver: givingRulesResolver },
    async (values) => givingRulesValuesOf(await saveGivingRules(givingRulesOf(values))),
    GIVING_RULES_FIELD_OF_ERROR,
  );
  const { register, control, formState } = form;
  const [pointsLimited, recipientsLimited] = useWatch({ control, name: ['maxPointsLimited', 'maxRecipientsLimited'] });

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <fieldset className={styles.section}>
        <legend>{t('peerToPeer.legend')}</legend>
        <div className={styles.check}>
          <input id="max-points-limited" type="checkbox" {...register('maxPointsLimited')} />
          <label htmlFor="max-points-limited">{t('peerToPeer.maxPointsLimited')}</label>
        </div>
        {pointsLimited && (
          <WholeNumberField
            classes={styles}
            id="max-points"
            label={t('peerToPeer.maxPoints')}
            min={1}
            error={errorOf('maxPoints')}
            input={register('maxPoints', { valueAsNumber: true })}
          />
        )}
        <WholeNumberField
          classes={styles}
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
          <WholeNumberField
            classes={styles}
            id="max-recipients"
            label={t('peerToPeer.maxRecipients')}
            min={1}
            error={errorOf('maxRecipients')}
            input={register('maxRecipients', { valueAsNumber: true })}
          />
        )}
        <p className={styles.note}>{t('peerToPeer.selfRecognition')}</p>
      </fieldset>
      <SaveFooter saving={formState.isSubmitting} outcome={outcome} />
    </form>
  );
}
