import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  INCENTIVE_APPROVAL_STEPS_MAX,
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
import { SaveFailure } from '../../program-form/SaveFailure';
import { useSaveWithIcon } from '../../program-form/use-save-with-icon';
import styles from '../../program-form/ProgramForm.module.css';

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
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const methods = useForm<IncentiveFormValues>({
    defaultValues: initialValues,
    resolver: incentiveFormResolver,
    shouldFocusError: true,
  });
  const { icon, iconError, chooseIcon, failure, submit } = useSaveWithIcon(
    methods,
    (values, chosen) => onSave(formOfValues(values), chosen),
    atFields,
  );
  const errorSummaryId = useId();

  return (
    <FormProvider {...methods}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={errorSummaryId}
      >
        <SaveFailure
          id={errorSummaryId}
          failure={failure}
          ns="admin_rewards"
          keyPrefix="incentives"
          title={t('form.saveFailed')}
        />
        <BasicInfoSection initialIconUrl={initialIconUrl} icon={icon} iconError={iconError} onIcon={chooseIcon} />
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
