import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, applyThemePreference, useProfileStore } from '@laurel/shared';
import { THEME_PREFERENCES, type ThemePreference } from '@laurel/shared/contract';
import { Alert, FieldError } from '@laurel/shared/ui-kit';
import { saveProfileSettings } from '../api/profile-settings-api';
import type { SectionProps } from './section-props';
import { FIELD_IDS } from './field-ids';
import styles from './ProfileSettings.module.css';

type Outcome = { state: 'idle' | 'saved' } | { state: 'failed'; error: unknown };

/** System, Light or Dark: applied to the whole page at once and saved on its own, without the form's button. */
export function AppearanceSection({ values, change, errorOf }: SectionProps) {
  const { t } = useTranslation('onboarding', { keyPrefix: 'profileSettings' });
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const latest = useRef(values.theme_preference);
  const saved = useRef(values.theme_preference);
  const previousSave = useRef<Promise<unknown>>(Promise.resolve());
  const error = errorOf('theme_preference');

  const choose = async (preference: ThemePreference) => {
    latest.current = preference;
    change('theme_preference', preference);
    applyThemePreference(preference);
    // Arrow keys move through the choices quickly: saves go one after another, and a choice already
    // passed over by the time its turn comes is not sent, so the server ends at the last one.
    const turn = previousSave.current.catch(() => undefined);
    const save = turn.then(() =>
      latest.current === preference ? saveProfileSettings({ theme_preference: preference }) : undefined,
    );
    previousSave.current = save;
    try {
      const profile = await save;
      if (!profile) return;
      saved.current = preference;
      if (latest.current !== preference) return;
      useProfileStore.setState({ user: { status: 'fetched', data: profile, error: null } });
      setOutcome({ state: 'saved' });
    } catch (failure) {
      if (latest.current !== preference) return;
      latest.current = saved.current;
      change('theme_preference', saved.current);
      applyThemePreference(saved.current);
      setOutcome({ state: 'failed', error: failure });
    }
  };

  return (
    <fieldset
      className={styles.section}
      aria-describedby={error ? 'profile-theme-hint profile-theme-error' : 'profile-theme-hint'}
    >
      <legend>{t('appearance.legend')}</legend>
      <p id="profile-theme-hint" className={styles.hint}>
        {t('appearance.hint')}
      </p>
      <div className={styles.inlineChoices}>
        {THEME_PREFERENCES.map((preference) => (
          <label key={preference} className={styles.check}>
            <input
              id={preference === THEME_PREFERENCES[0] ? FIELD_IDS.theme_preference : undefined}
              type="radio"
              name="theme_preference"
              value={preference}
              checked={values.theme_preference === preference}
              onChange={() => void choose(preference)}
            />
            {t(`appearance.choices.${preference}`)}
          </label>
        ))}
      </div>
      <FieldError id="profile-theme-error" error={error} />
      <div aria-live="polite">
        {outcome.state === 'saved' && <p className={styles.status}>{t('appearance.saved')}</p>}
      </div>
      {outcome.state === 'failed' && (
        <Alert status="error" title={t('appearance.saveFailed')}>
          <p>{apiErrorMessage(t, outcome.error)}</p>
        </Alert>
      )}
    </fieldset>
  );
}
