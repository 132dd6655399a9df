import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_LOCALES, COMPANY_NAME_MAX_LENGTH } from '@laurel/shared/contract';
import type { CompanySettingsValues } from '../form/company-settings-form';
import { SettingsField } from '@laurel/shared/ui-kit';
import { useSettingsError } from './use-settings-error';
import styles from './CompanySettings.module.css';

/** Every zone the browser knows, with UTC (which some list only as Etc/UTC) and the stored one first. */
function timeZones(stored: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([stored, 'UTC', ...known])];
}

export function GeneralSection({ storedTimeZone }: { storedTimeZone: string }) {
  const { t } = useTranslation('company_settings');
  const { register } = useFormContext<CompanySettingsValues>();
  const errorOf = useSettingsError();
  const zones = useMemo(() => timeZones(storedTimeZone), [storedTimeZone]);
  return (
    <fieldset className={styles.section}>
      <legend>{t('general.legend')}</legend>
      <SettingsField id="company-name" label={t('general.name')} error={errorOf('name')}>
        {(describedBy) => (
          <input
            id="company-name"
            type="text"
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX_LENGTH + 20}
            aria-invalid={Boolean(errorOf('name'))}
            aria-describedby={describedBy}
            {...register('name')}
          />
        )}
      </SettingsField>
      <div className={styles.twoColumns}>
        <SettingsField id="company-locale" label={t('general.locale')} error={errorOf('locale')}>
          {(describedBy) => (
            <select id="company-locale" aria-describedby={describedBy} {...register('locale')}>
              {COMPANY_LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {t(`locales.${locale}`)}
                </option>
              ))}
            </select>
          )}
        </SettingsField>
        <SettingsField
          id="company-time-zone"
          label={t('general.timeZone')}
          hint={t('general.timeZoneHint')}
          error={errorOf('timeZone')}
        >
          {(describedBy) => (
            <select id="company-time-zone" aria-describedby={describedBy} {...register('timeZone')}>
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
