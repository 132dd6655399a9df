import { useEffect, useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, HttpError } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import {
  apiErrorIdOf,
  AWARD_APPROVAL_STEPS_MAX,
  type ApiErrorId,
  type AwardForm as AwardFormFields,
  type IncentiveUserSummary,
} from '@laurel/shared/contract';
import { ApprovalSection } from '../../program-form/ApprovalSection';
import { EligibilitySection } from '../../program-form/EligibilitySection';
import { awardErrorsAtFields, awardFormResolver } from '../form/award-form-resolver';
import { formOfAwardValues, type AwardFormValues } from '../form/award-form-values';
import { AWARDS_ADMIN_PATH } from '../award-admin-paths';
import { AwardBasicsSection } from './AwardBasicsSection';
import { AwardGiversSection } from './AwardGiversSection';
import { AwardPointsSection } from './AwardPointsSection';
import { AwardPostSection } from './AwardPostSection';
import styles from '../../program-form/ProgramForm.module.css';

const ICON_ERRORS: readonly ApiErrorId[] = ['image_upload_too_big', 'unsupported_file_type'];

interface AwardFormProps {
  initialValues: AwardFormValues;
  initialIconUrl: string | null;
  /** Givers and approvers already chosen, so their names show before any lookup. */
  knownGivers: IncentiveUserSummary[];
  knownApprovers: IncentiveUserSummary[];
  submitLabel: string;
  onSave: (fields: AwardFormFields, icon: File | null) => Promise<unknown>;
}

function useObjectUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/**
 * The manual award form (programs §3): basics, points and budget, the post, who receives it, who gives it
 * and who approves, checked with the contract's schema; the server's refusals come back at their fields.
 */
export function AwardForm({
  initialValues,
  initialIconUrl,
  knownGivers,
  knownApprovers,
  submitLabel,
  onSave,
}: AwardFormProps) {
  const { t } = useTranslation('awardsAdmin');
  const methods = useForm<AwardFormValues>({
    defaultValues: initialValues,
    resolver: awardFormResolver,
    shouldFocusError: true,
  });
  const [icon, setIcon] = useState<File | null>(null);
  const [iconError, setIconError] = useState<ApiErrorId | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const errorSummaryId = useId();
  const iconUrl = useObjectUrl(icon) ?? initialIconUrl;

  const submit = methods.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(formOfAwardValues(values), icon);
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: ApiErrorId[] } | undefined) : undefined;
      const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
      const placed = awardErrorsAtFields(body?.errors ?? (id ? [id] : []));
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
        <AwardBasicsSection
          iconUrl={iconUrl}
          iconError={iconError}
          onIcon={(file, error) => {
            setIcon(file);
            setIconError(error);
          }}
        />
        <AwardPointsSection />
        <AwardPostSection />
        <EligibilitySection title={t('form.audience.title')} intro={t('form.audience.intro')} />
        <AwardGiversSection knownGivers={knownGivers} />
        <ApprovalSection
          title={t('form.approval.title')}
          requiredLabel={t('form.approval.required')}
          maxSteps={AWARD_APPROVAL_STEPS_MAX}
          knownApprovers={knownApprovers}
        />
        <div className={styles.footer}>
          <button type="submit" className={styles.primary} disabled={methods.formState.isSubmitting}>
            {methods.formState.isSubmitting ? t('form.saving') : submitLabel}
          </button>
          <Link to={AWARDS_ADMIN_PATH} className={styles.link}>
            {t('form.cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
