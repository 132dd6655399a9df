import { useTranslation } from 'react-i18next';
import { BONUS_PRIVACIES, type BonusPrivacy, type RecognitionPreferences } from '@laurel/shared/contract';
import type { SectionProps } from './section-props';
import styles from './ProfileSettings.module.css';

const CHOICES: readonly (BonusPrivacy | null)[] = [null, ...BONUS_PRIVACIES];

/** How the person likes to be recognised: the composer starts there for them, and the jobs leave them out. */
export function RecognitionPreferencesSection({ values, change }: SectionProps) {
  const { t } = useTranslation('onboarding', { keyPrefix: 'profileSettings' });
  const preferences = values.recognition_preferences;
  const set = (next: Partial<RecognitionPreferences>) => change('recognition_preferences', { ...preferences, ...next });
  return (
    <fieldset className={styles.section}>
      <legend>{t('recognition.legend')}</legend>
      <fieldset className={styles.choices} aria-describedby="profile-privacy-hint">
        <legend>{t('recognition.privacy')}</legend>
        {CHOICES.map((choice) => (
          <label key={choice ?? 'none'} className={styles.check}>
            <input
              type="radio"
              name="default_privacy"
              value={choice ?? ''}
              checked={preferences.default_privacy === choice}
              onChange={() => set({ default_privacy: choice })}
            />
            {t(`recognition.choices.${choice ?? 'none'}`)}
          </label>
        ))}
        <p id="profile-privacy-hint" className={styles.hint}>
          {t('recognition.privacyHint')}
        </p>
      </fieldset>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={preferences.leaderboard_opt_out}
          onChange={(event) => set({ leaderboard_opt_out: event.target.checked })}
        />
        {t('recognition.leaderboardOptOut')}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={preferences.celebrations_opt_out}
          onChange={(event) => set({ celebrations_opt_out: event.target.checked })}
        />
        {t('recognition.celebrationsOptOut')}
      </label>
    </fieldset>
  );
}
