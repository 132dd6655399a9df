import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, changePageLanguage, refetchProfile } from '@laurel/shared';
import { profileSettingsOf, type ProfileSettings, type UserProfile } from '@laurel/shared/contract';
import { Alert } from '@laurel/shared/ui-kit';
import { saveProfileSettings } from '../api/profile-settings-api';
import { FIELD_ORDER, serverFieldErrors, validateProfileSettings, type FieldErrors } from '../profile-settings-errors';
import { AboutYouSection } from './AboutYouSection';
import { AppearanceSection } from './AppearanceSection';
import { RecognitionPreferencesSection } from './RecognitionPreferencesSection';
import { NotificationsSection } from './NotificationsSection';
import { FIELD_IDS } from './field-ids';
import styles from './ProfileSettings.module.css';

type Outcome = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; error: unknown };

const focusFirst = (errors: FieldErrors) => {
  const field = FIELD_ORDER.find((name) => errors[name]);
  if (field) document.getElementById(FIELD_IDS[field]!)?.focus();
};

/** Every setting in one form; a refused save keeps everything typed and says why at the field. */
export function ProfileSettingsForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation('onboarding', { keyPrefix: 'profileSettings' });
  const [values, setValues] = useState<ProfileSettings>(() => profileSettingsOf(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const change: <K extends keyof ProfileSettings>(field: K, value: ProfileSettings[K]) => void = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: keyof ProfileSettings) => {
    const id = errors[field];
    return id ? t(`errors.${id}`, { defaultValue: t('errors.bad_request') }) : undefined;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileSettings(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ state: 'idle' });
      return focusFirst(found);
    }
    setOutcome({ state: 'saving' });
    try {
      const saved = await saveProfileSettings(values);
      setOutcome({ state: 'saved' });
      // The whole app changes language at once, the shell's chrome included.
      if (saved.locale !== user.locale) await changePageLanguage(saved.locale);
      void refetchProfile().catch(() => undefined);
    } catch (error) {
      const atFields = serverFieldErrors(error);
      if (Object.keys(atFields).length === 0) return setOutcome({ state: 'failed', error });
      setOutcome({ state: 'idle' });
      setErrors(atFields);
      focusFirst(atFields);
    }
  };

  const sectionProps = { values, change, errorOf };
  const invalid = Object.values(errors).filter(Boolean).length;
  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-describedby="profile-settings-status">
      <AboutYouSection {...sectionProps} storedTimeZone={user.time_zone ?? 'UTC'} />
      <AppearanceSection {...sectionProps} />
      <RecognitionPreferencesSection {...sectionProps} />
      <NotificationsSection {...sectionProps} />
      <div className={styles.footer}>
        <button type="submit" className={styles.primary} disabled={outcome.state === 'saving'}>
          {outcome.state === 'saving' ? t('saving') : t('save')}
        </button>
        <div id="profile-settings-status" aria-live="polite">
          {outcome.state === 'saved' && <p className={styles.status}>{t('saved')}</p>}
          {invalid > 0 && <p className={styles.status}>{t('fixErrors', { count: invalid })}</p>}
        </div>
      </div>
      {outcome.state === 'failed' && (
        <Alert status="error" title={t('saveFailed')}>
          <p>{apiErrorMessage(t, outcome.error)}</p>
        </Alert>
      )}
    </form>
  );
}
