import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_LOCALES, PROFILE_NAME_MAX_LENGTH } from '@laurel/shared/contract';
import { SettingsField } from '@laurel/shared/ui-kit';
import type { SectionProps } from './section-props';
import { FIELD_IDS } from './field-ids';
import { LANGUAGE_NAMES } from '../language-names';
import styles from './ProfileSettings.module.css';

/** Every zone the browser knows, with UTC (which some list only as Etc/UTC) and the stored one first. */
function timeZones(stored: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([stored, 'UTC', ...known])];
}

export function AboutYouSection({
  values,
  change,
  errorOf,
  storedTimeZone,
}: SectionProps & { storedTimeZone: string }) {
  const { t } = useTranslation('profile_settings');
  const zones = useMemo(() => timeZones(storedTimeZone), [storedTimeZone]);
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
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </SettingsField>
      </div>
    </fieldset>
  );
}
