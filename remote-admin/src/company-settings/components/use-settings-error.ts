import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompanySettingsValues } from '../form/company-settings-form';

/** A field's error in the reader's words: the form keeps catalogue ids as messages. */
export function useSettingsError() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'companySettings' });
  const {
    formState: { errors },
  } = useFormContext<CompanySettingsValues>();
  return (field: FieldPath<CompanySettingsValues> | 'values.root'): string | undefined => {
    const id = (get(errors, field) as { message?: string } | undefined)?.message;
    return id ? t(`errors.${id}`, { defaultValue: t('errors.bad_request') }) : undefined;
  };
}
