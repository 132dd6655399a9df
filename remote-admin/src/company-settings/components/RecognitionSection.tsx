import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BONUS_PRIVACIES, HASHTAGGING_MODES } from '@laurel/shared/contract';
import type { CompanySettingsValues } from '../form/company-settings-form';
import { SettingsField } from '@laurel/shared/ui-kit';
import styles from './CompanySettings.module.css';

/** How a recognition is checked and shown: hashtags required, zero points, privacy. */
export function RecognitionSection() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'companySettings' });
  const { register, control } = useFormContext<CompanySettingsValues>();
  const givers = useWatch({ control, name: 'bonusPrivacy' });
  return (
    <fieldset className={styles.section}>
      <legend>{t('recognition.legend')}</legend>
      <SettingsField id="hashtagging-mode" label={t('recognition.hashtaggingMode')}>
        {(describedBy) => (
          <select id="hashtagging-mode" aria-describedby={describedBy} {...register('hashtaggingMode')}>
            {HASHTAGGING_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`recognition.modes.${mode}`)}
              </option>
            ))}
          </select>
        )}
      </SettingsField>
      <div className={styles.check}>
        <input
          id="zero-point-bonuses"
          type="checkbox"
          aria-describedby="zero-point-hint"
          {...register('zeroPointBonuses')}
        />
        <label htmlFor="zero-point-bonuses">{t('recognition.zeroPointBonuses')}</label>
      </div>
      <p id="zero-point-hint" className={styles.hint}>
        {t('recognition.zeroPointHint')}
      </p>
      <div className={styles.check}>
        <input id="bonus-privacy" type="checkbox" {...register('bonusPrivacy')} />
        <label htmlFor="bonus-privacy">{t('recognition.bonusPrivacy')}</label>
      </div>
      <SettingsField
        id="default-privacy"
        label={t('recognition.defaultPrivacy')}
        hint={givers ? undefined : t('recognition.defaultPrivacyHint')}
      >
        {(describedBy) => (
          <select id="default-privacy" aria-describedby={describedBy} {...register('defaultPrivacy')}>
            {BONUS_PRIVACIES.map((privacy) => (
              <option key={privacy} value={privacy}>
                {t(`recognition.privacies.${privacy}`)}
              </option>
            ))}
          </select>
        )}
      </SettingsField>
    </fieldset>
  );
}
