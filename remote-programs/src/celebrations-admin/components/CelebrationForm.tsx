import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, HttpError } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { apiErrorIdOf, type ApiErrorId, type CelebrationType } from '@laurel/shared/contract';
import { atCelebrationFields, celebrationFormResolver } from '../form/celebration-form-resolver';
import { celebrationOfValues, type CelebrationFormValues } from '../form/celebration-form-values';
import { CELEBRATIONS_ADMIN_PATH } from '../celebration-admin-paths';
import { CelebrationBasicsSection } from './CelebrationBasicsSection';
import { CelebrationPointsSection } from './CelebrationPointsSection';
import { CelebrationVisibilitySection } from './CelebrationVisibilitySection';
import { ReceivingRulesSection } from './ReceivingRulesSection';
import styles from '../../program-form/ProgramForm.module.css';

interface CelebrationFormProps {
  type: CelebrationType;
  initialValues: CelebrationFormValues;
  submitLabel: string;
  onSave: (fields: ReturnType<typeof celebrationOfValues>) => Promise<unknown>;
}

/**
 * The celebration form of programs §2, §3: the post, points, visibility and receiving rules, validated
 * with the contract's schema and rules; the server's refusals come back at their fields, nothing typed lost.
 */
export function CelebrationForm({ type, initialValues, submitLabel, onSave }: CelebrationFormProps) {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const methods = useForm<CelebrationFormValues>({
    defaultValues: initialValues,
    resolver: celebrationFormResolver(type),
    shouldFocusError: true,
  });
  const [failure, setFailure] = useState<unknown>(null);
  const summaryId = useId();

  const submit = methods.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(celebrationOfValues(values, type));
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: ApiErrorId[] } | undefined) : undefined;
      const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
      const placed = atCelebrationFields(body?.errors ?? (id ? [id] : []));
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
        <CelebrationBasicsSection type={type} />
        <CelebrationPointsSection type={type} />
        <CelebrationVisibilitySection />
        <ReceivingRulesSection />
        <div className={styles.footer}>
          <button type="submit" className={styles.primary} disabled={methods.formState.isSubmitting}>
            {methods.formState.isSubmitting ? t('form.saving') : submitLabel}
          </button>
          <Link to={CELEBRATIONS_ADMIN_PATH} className={styles.link}>
            {t('form.cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
