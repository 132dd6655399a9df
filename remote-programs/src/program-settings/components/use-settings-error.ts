import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A field's error in the reader's words: the forms keep catalogue ids as messages. */
export function useSettingsError<Values extends FieldValues>(errors: FieldErrors<Values>) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programSettings' });
  return (field: string): string | undefined => {
    const id = (get(errors, field) as { message?: string } | undefined)?.message;
    return id ? t(`errors.${id}`, { defaultValue: t('errors.bad_request') }) : undefined;
  };
}
