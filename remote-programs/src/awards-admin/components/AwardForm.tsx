import { useEffect, useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AWARD_APPROVAL_STEPS_MAX,
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
import { SaveFailure } from '../../program-form/SaveFailure';
import { useSaveWithIcon } from '../../program-form/use-save-with-icon';
import styles from '../../program-form/ProgramForm.module.css';

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
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const methods = useForm<AwardFormValues>({
    defaultValues: initialValues,
    resolver: awardFormResolver,
    shouldFocusError: true,
  });
  const { icon, iconError, chooseIcon, failure, submit } = useSaveWithIcon(
    methods,
    (values, chosen) => onSave(formOfAwardValues(values), chosen),
    awardErrorsAtFields,
  );
  const errorSummaryId = useId();
  const iconUrl = useObjectUrl(icon) ?? initialIconUrl;

  return (
    <FormProvider {...methods}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={errorSummaryId}
      >
        <SaveFailure id={errorSummaryId} failure={failure} ns="awards" keyPrefix="admin" title={t('form.saveFailed')} />
        <AwardBasicsSection iconUrl={iconUrl} iconError={iconError} onIcon={chooseIcon} />
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
