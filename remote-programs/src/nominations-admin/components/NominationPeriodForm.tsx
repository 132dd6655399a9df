import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, HttpError } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { apiErrorIdOf, type ApiErrorId, type NominationPeriodForm as PeriodForm } from '@laurel/shared/contract';
import { atFields, periodFormResolver } from '../form/period-form-resolver';
import { formOfValues, type PeriodFormValues, type StoredDates } from '../form/period-form-values';
import { PeriodBasicsSection } from './PeriodBasicsSection';
import { PeriodScheduleSection } from './PeriodScheduleSection';
import { PeriodSettingsSection } from './PeriodSettingsSection';
import { RulesGroupSection } from './RulesGroupSection';
import styles from '../../program-form/ProgramForm.module.css';

interface NominationPeriodFormProps {
  initialValues: PeriodFormValues;
  /** An edited period's instants, kept when their day is left as it was. */
  stored?: StoredDates;
  submitLabel: string;
  cancelTo: string;
  onSave: (form: PeriodForm) => Promise<unknown>;
}

const serverErrorIdsOf = (error: unknown): ApiErrorId[] => {
  if (!(error instanceof HttpError)) return [];
  const listed = (error.body as { errors?: ApiErrorId[] } | undefined)?.errors;
  const id = apiErrorIdOf(error.body);
  return listed ?? (id ? [id] : []);
};

/**
 * The nomination period form (programs §3): name, description, dates, nominee and nominator rules, limit and
 * visibility, checked with the contract's schema and rules; the server's refusals come back at their fields.
 */
export function NominationPeriodForm({
  initialValues,
  stored,
  submitLabel,
  cancelTo,
  onSave,
}: NominationPeriodFormProps) {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const resolver = useMemo(() => periodFormResolver(stored), [stored]);
  const methods = useForm<PeriodFormValues>({ defaultValues: initialValues, resolver, shouldFocusError: true });
  const [failure, setFailure] = useState<unknown>(null);
  const summaryId = useId();

  const submit = methods.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(formOfValues(values, stored));
    } catch (error) {
      const placed = atFields(serverErrorIdsOf(error));
      placed.forEach(([field, message], index) =>
        methods.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (placed.length === 0) setFailure(error);
    }
  });

  return (
    <FormProvider {...methods}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-describedby={summaryId}>
        <div id={summaryId} aria-live="polite">
          {failure !== null && (
            <Alert status="error" title={t('form.saveFailed')}>
              <p>{apiErrorMessage(t, failure)}</p>
            </Alert>
          )}
        </div>
        <PeriodBasicsSection />
        <PeriodScheduleSection />
        <RulesGroupSection name="nomineeRulesGroup" title={t('form.nominees.title')} intro={t('form.nominees.intro')} />
        <RulesGroupSection
          name="nominatorRulesGroup"
          title={t('form.nominators.title')}
          intro={t('form.nominators.intro')}
        />
        <PeriodSettingsSection />
        <div className={styles.footer}>
          <button type="submit" className={styles.primary} disabled={methods.formState.isSubmitting}>
            {methods.formState.isSubmitting ? t('form.saving') : submitLabel}
          </button>
          <Link to={cancelTo} className={styles.link}>
            {t('form.cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
