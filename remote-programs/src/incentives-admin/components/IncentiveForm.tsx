import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, HttpError } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import {
  apiErrorIdOf,
  INCENTIVE_APPROVAL_STEPS_MAX,
  type ApiErrorId,
  type IncentiveForm as IncentiveFormFields,
  type IncentiveUserSummary,
} from '@laurel/shared/contract';
import { atFields, incentiveFormResolver } from '../form/incentive-form-resolver';
import { formOfValues, type IncentiveFormValues } from '../form/incentive-form-values';
import { INCENTIVES_ADMIN_PATH } from '../incentive-admin-paths';
import { ApprovalSection } from '../../program-form/ApprovalSection';
import { EligibilitySection } from '../../program-form/EligibilitySection';
import { BasicInfoSection } from './BasicInfoSection';
import { PointsSection } from './PointsSection';
import { PostsSection } from './PostsSection';
import styles from '../../program-form/ProgramForm.module.css';

const ICON_ERRORS: readonly ApiErrorId[] = ['image_upload_too_big', 'unsupported_file_type'];

interface IncentiveFormProps {
  initialValues: IncentiveFormValues;
  initialIconUrl: string | null;
  /** Approvers already chosen, so their names show before any lookup. */
  knownApprovers: IncentiveUserSummary[];
  submitLabel: string;
  onSave: (fields: IncentiveFormFields, icon: File | null) => Promise<unknown>;
}

/**
 * The incentive form of programs §2: basic info, eligibility, points, posts and approval, validated with the
 * contract's schema; the server's refusals come back at their fields and nothing typed is lost.
 */
export function IncentiveForm({
  initialValues,
  initialIconUrl,
  knownApprovers,
  submitLabel,
  onSave,
}: IncentiveFormProps) {
  const { t } = useTranslation('incentivesAdmin');
  const methods = useForm<IncentiveFormValues>({
    defaultValues: initialValues,
    resolver: incentiveFormResolver,
    shouldFocusError: true,
  });
  const [icon, setIcon] = useState<File | null>(null);
  const [iconError, setIconError] = useState<ApiErrorId | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const errorSummaryId = useId();

  const submit = methods.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(formOfValues(values), icon);
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: ApiErrorId[] } | undefined) : undefined;
      const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
      const ids = body?.errors ?? (id ? [id] : []);
      const placed = atFields(ids);
      placed.forEach(([field, message], index) =>
        methods.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (id && ICON_ERRORS.includes(id)) setIconError(id);
      else if (placed.length === 0) setFailure(error);
    }
  });

  return (
    <FormProvider {...methods}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={errorSummaryId}
      >
        <div id={errorSummaryId} aria-live="polite">
          {failure !== null && (
            <Alert status="error" title={t('form.saveFailed')}>
              <p>{apiErrorMessage(t, failure)}</p>
            </Alert>
          )}
        </div>
        <BasicInfoSection
          initialIconUrl={initialIconUrl}
          icon={icon}
          iconError={iconError}
          onIcon={(file, error) => {
            setIcon(file);
            setIconError(error);
          }}
        />
        <EligibilitySection title={t('form.eligibility.title')} intro={t('form.eligibility.intro')} />
        <PointsSection />
        <PostsSection />
        <ApprovalSection
          title={t('form.approval.title')}
          requiredLabel={t('form.approval.required')}
          maxSteps={INCENTIVE_APPROVAL_STEPS_MAX}
          knownApprovers={knownApprovers}
        />
        <div className={styles.footer}>
          <button type="submit" className={styles.primary} disabled={methods.formState.isSubmitting}>
            {methods.formState.isSubmitting ? t('form.saving') : submitLabel}
          </button>
          <Link to={INCENTIVES_ADMIN_PATH} className={styles.link}>
            {t('form.cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
