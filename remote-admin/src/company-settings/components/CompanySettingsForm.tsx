import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, HttpError } from '@laurel/shared';
import type { ApiErrorId, CompanySettings } from '@laurel/shared/contract';
import { Alert } from '@laurel/shared/ui-kit';
import { saveCompanySettings } from '../api/company-settings-api';
import {
  companySettingsResolver,
  formValuesOf,
  serverFieldErrors,
  type CompanySettingsValues,
} from '../form/company-settings-form';
import { GeneralSection } from './GeneralSection';
import { LogoField } from './LogoField';
import { ValuesSection } from './ValuesSection';
import { RecognitionSection } from './RecognitionSection';
import { AttachmentsSection } from './AttachmentsSection';
import { PointsSection } from './PointsSection';
import styles from './CompanySettings.module.css';

type Outcome = { state: 'idle' | 'saved' } | { state: 'failed'; error: unknown };

/** The ids a refusal names: its `errors`, or its one `error`. */
const refusedIds = (error: unknown): ApiErrorId[] => {
  if (!(error instanceof HttpError)) return [];
  const body = error.body as { error?: ApiErrorId; errors?: ApiErrorId[] } | undefined;
  return body?.errors ?? (body?.error ? [body.error] : []);
};

const countErrors = (errors: FieldErrors<CompanySettingsValues>) => Object.keys(errors).length;

/** Every company setting in one form; nothing typed is lost when a save is refused. */
export function CompanySettingsForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'companySettings' });
  const form = useForm<CompanySettingsValues>({
    defaultValues: formValuesOf(settings),
    resolver: companySettingsResolver,
    shouldFocusError: true,
  });
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const {
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = form;

  const save = handleSubmit(
    async (values) => {
      setOutcome({ state: 'idle' });
      try {
        const saved = await saveCompanySettings(values);
        reset(formValuesOf(saved));
        setOutcome({ state: 'saved' });
      } catch (error) {
        const atFields = serverFieldErrors(refusedIds(error));
        if (atFields.length === 0) return setOutcome({ state: 'failed', error });
        for (const [field, id] of atFields) setError(field, { type: 'server', message: id });
        setFocus(atFields[0]![0]);
      }
    },
    () => setOutcome({ state: 'idle' }),
  );

  const invalid = countErrors(errors);
  return (
    <FormProvider {...form}>
      <LogoField logoUrl={settings.logoUrl} companyName={settings.name} />
      <form noValidate onSubmit={(event) => void save(event)} aria-describedby="company-settings-status">
        <GeneralSection storedTimeZone={settings.timeZone} />
        <ValuesSection />
        <RecognitionSection />
        <AttachmentsSection />
        <PointsSection />
        <div className={styles.footer}>
          <button type="submit" className={styles.primary} disabled={isSubmitting}>
            {isSubmitting ? t('saving') : t('save')}
          </button>
          <div id="company-settings-status" aria-live="polite">
            {outcome.state === 'saved' && <p className={styles.status}>{t('saved')}</p>}
            {invalid > 0 && submitCount > 0 && <p className={styles.status}>{t('fixErrors', { count: invalid })}</p>}
          </div>
        </div>
        {outcome.state === 'failed' && (
          <Alert status="error" title={t('saveFailed')}>
            <p>{apiErrorMessage(t, outcome.error)}</p>
          </Alert>
        )}
      </form>
    </FormProvider>
  );
}
