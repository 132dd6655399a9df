import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_LOCALES, COMPANY_NAME_MAX_LENGTH } from '@laurel/shared/contract';
import { SettingsField, TimeZoneOptions } from '@laurel/shared/ui-kit';
import type { CompanySettingsValues } from '../form/company-settings-form';
import { useSettingsError } from './use-settings-error';
import styles from './CompanySettings.module.css';

export function GeneralSection({ storedTimeZone }: { storedTimeZone: string }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'companySettings' });
  const { register } = useFormContext<CompanySettingsValues>();
  const errorOf = useSettingsError();
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
              <TimeZoneOptions stored={storedTimeZone} />
            </select>
          )}
        </SettingsField>
      </div>
    </fieldset>
  );
}
