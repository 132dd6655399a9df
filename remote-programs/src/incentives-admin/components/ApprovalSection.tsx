import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import { INCENTIVE_APPROVAL_STEPS_MAX, type IncentiveUserSummary } from '@laurel/shared/contract';
import type { IncentiveFormValues } from '../form/incentive-form-values';
import { useFieldError } from '../form/use-field-error';
import { ApprovalStep } from './ApprovalStep';
import styles from './IncentivesAdmin.module.css';

/** Approval (programs §4): optional; 1 to 4 sequential steps of colleagues, the first never removed. */
export function ApprovalSection({ knownApprovers }: { knownApprovers: IncentiveUserSummary[] }) {
  const { t } = useTranslation('incentivesAdmin');
  const { control, register, setValue } = useFormContext<IncentiveFormValues>();
  const [required, steps] = useWatch({ control, name: ['requireApproval', 'approvalLevels'] });
  const [people, setPeople] = useState(() => new Map(knownApprovers.map((user) => [user.id, user])));
  const sectionId = useId();
  const error = useFieldError('approvalLevels');
  const setSteps = (next: number[][]) => setValue('approvalLevels', next, { shouldDirty: true });

  return (
    <section className={styles.section} aria-labelledby={sectionId}>
      <h2 id={sectionId}>{t('form.approval.title')}</h2>
      <label className={styles.check}>
        <input type="checkbox" {...register('requireApproval')} />
        {t('form.approval.required')}
      </label>
      {required && (
        <>
          <ol className={styles.list}>
            {steps.map((step, index) => (
              <li key={index}>
                <ApprovalStep
                  number={index + 1}
                  approvers={step.map((id) => people.get(id) ?? { id, displayName: `#${id}` })}
                  removable={index > 0}
                  onAdd={(user) => {
                    setPeople((known) => new Map(known).set(user.id, user));
                    setSteps(
                      steps.map((ids, at) => (at === index && !ids.includes(user.id) ? [...ids, user.id] : ids)),
                    );
                  }}
                  onRemoveApprover={(id) =>
                    setSteps(steps.map((ids, at) => (at === index ? ids.filter((other) => other !== id) : ids)))
                  }
                  onRemoveStep={() => setSteps(steps.filter((_, at) => at !== index))}
                />
              </li>
            ))}
          </ol>
          {steps.length < INCENTIVE_APPROVAL_STEPS_MAX && (
            <div>
              <button
                type="button"
                className={`${styles.button} ${styles.small}`}
                onClick={() => setSteps([...steps, []])}
              >
                {t('form.approval.addStep')}
              </button>
            </div>
          )}
          <FieldError id={`${sectionId}-error`} error={error} />
        </>
      )}
    </section>
  );
}
