import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import type { IncentiveUserSummary } from '@laurel/shared/contract';
import type { ApprovalFormValues } from './program-form-values';
import { useProgramFieldError } from './use-program-field-error';
import { ApprovalStep } from './ApprovalStep';
import styles from './ProgramForm.module.css';

interface ApprovalSectionProps {
  title: string;
  /** The checkbox that turns approval on, in the program's words (claims, gives). */
  requiredLabel: string;
  maxSteps: number;
  /** Approvers already chosen, so their names show before any lookup. */
  knownApprovers: IncentiveUserSummary[];
}

/** Approval (programs §4): optional; 1 to `maxSteps` sequential steps of colleagues, the first never removed. */
export function ApprovalSection({ title, requiredLabel, maxSteps, knownApprovers }: ApprovalSectionProps) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programForm' });
  const { control, register, setValue } = useFormContext<ApprovalFormValues>();
  const [required, steps] = useWatch({ control, name: ['requireApproval', 'approvalLevels'] });
  const [people, setPeople] = useState(() => new Map(knownApprovers.map((user) => [user.id, user])));
  const sectionId = useId();
  const error = useProgramFieldError('approvalLevels', maxSteps);
  const setSteps = (next: number[][]) => setValue('approvalLevels', next, { shouldDirty: true });

  return (
    <section className={styles.section} aria-labelledby={sectionId}>
      <h2 id={sectionId}>{title}</h2>
      <label className={styles.check}>
        <input type="checkbox" {...register('requireApproval')} />
        {requiredLabel}
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
          {steps.length < maxSteps && (
            <div>
              <button
                type="button"
                className={`${styles.button} ${styles.small}`}
                onClick={() => setSteps([...steps, []])}
              >
                {t('approval.addStep')}
              </button>
            </div>
          )}
          <FieldError id={`${sectionId}-error`} error={error} />
        </>
      )}
    </section>
  );
}
