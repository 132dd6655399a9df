import { useTranslation } from 'react-i18next';
import { PROFILE_LOCALES, PROFILE_NAME_MAX_LENGTH } from '@laurel/shared/contract';
import { SettingsField, TimeZoneOptions } from '@laurel/shared/ui-kit';
import type { SectionProps } from './section-props';
import { FIELD_IDS } from './field-ids';
import { LANGUAGE_NAMES } from '../language-names';
import styles from './ProfileSettings.module.css';

export function AboutYouSection({
  values,
  change,
  errorOf,
  storedTimeZone,
}: SectionProps & { storedTimeZone: string }) {
  const { t } = useTranslation('onboarding', { keyPrefix: 'profileSettings' });
  return (
    <fieldset className={styles.section}>
      <legend>{t('about.legend')}</legend>
      <SettingsField id={FIELD_IDS.display_name!} label={t('about.name')} error={errorOf('display_name')}>
        {(describedBy) => (
          <input
            id={FIELD_IDS.display_name}
            type="text"
            autoComplete="name"
            maxLength={PROFILE_NAME_MAX_LENGTH + 20}
            aria-invalid={Boolean(errorOf('display_name'))}
            aria-describedby={describedBy}
            value={values.display_name}
            onChange={(event) => change('display_name', event.target.value)}
          />
        )}
      </SettingsField>
      <div className={styles.twoColumns}>
        <SettingsField
          id={FIELD_IDS.locale!}
          label={t('about.language')}
          hint={t('about.languageHint')}
          error={errorOf('locale')}
        >
          {(describedBy) => (
            <select
              id={FIELD_IDS.locale}
              aria-describedby={describedBy}
              aria-invalid={Boolean(errorOf('locale'))}
              value={values.locale}
              onChange={(event) => change('locale', event.target.value as typeof values.locale)}
            >
              {PROFILE_LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LANGUAGE_NAMES[locale]}
                </option>
              ))}
            </select>
          )}
        </SettingsField>
        <SettingsField
          id={FIELD_IDS.time_zone!}
          label={t('about.timeZone')}
          hint={t('about.timeZoneHint')}
          error={errorOf('time_zone')}
        >
          {(describedBy) => (
            <select
              id={FIELD_IDS.time_zone}
              aria-describedby={describedBy}
              aria-invalid={Boolean(errorOf('time_zone'))}
              value={values.time_zone}
              onChange={(event) => change('time_zone', event.target.value)}
            >
              <TimeZoneOptions stored={storedTimeZone} />
            </select>
          )}
        </SettingsField>
      </div>
    </fieldset>
  );
}
