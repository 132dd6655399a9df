import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, CLAIM_REASON_MAX_LENGTH, type ClaimableIncentive } from '@laurel/shared/contract';
import { apiErrorMessage, showToast, translateApiError } from '@laurel/shared';
import { FieldError, ModalDialogClose, TextCounter } from '@laurel/shared/ui-kit';
import { missingProof, reasonProblem, type FieldProblem } from '../claim-draft';
import { useClaim } from '../hooks/use-claim';
import { ProofField } from './ProofField';
import styles from './Claim.module.css';

interface ClaimFormProps {
  incentive: ClaimableIncentive;
  fromAnnouncement: boolean;
  onClaimed: () => void;
}

/** The reason (required), the proof, and the claim; a failure is said under the buttons (programs §8). */
export function ClaimForm({ incentive, fromAnnouncement, onClaimed }: ClaimFormProps) {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  const ids = useId();
  const [reason, setReason] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ reason?: FieldProblem | null; proof?: FieldProblem | null }>({});
  const { submission, claim } = useClaim();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // The form arrives after the incentive loads, when the dialog has already placed the focus on itself.
  useEffect(() => reasonField.current?.focus(), []);
  const say = (problem?: FieldProblem | null) =>
    problem ? translateApiError(t, problem.id, problem.params, apiErrorText(problem.id, problem.params)) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { reason: reasonProblem(reason), proof: problems.proof ?? missingProof(incentive, proof) };
    setProblems(found);
    if (found.reason || found.proof) {
      document.getElementById(found.reason ? `${ids}-reason` : `${ids}-proof`)?.focus();
      return;
    }
    const made = await claim({ incentive, reason: reason.trim(), proof, fromAnnouncement });
    if (!made) return;
    const toast = made.state === 'approved' ? 'claim.toast.autoApproved' : 'claim.toast.needsApproval';
    showToast(t(toast, { name: incentive.name, count: incentive.amount }), 'success', { persistent: true });
    onClaimed();
  }

  const reasonError = say(problems.reason);
  const submitting = submission.status === 'submitting';
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.muted}>{t(incentive.auto_approved ? 'claim.modal.autoNote' : 'claim.modal.approvalNote')}</p>
      <div className={styles.field}>
        <label htmlFor={`${ids}-reason`} className={styles.label}>
          {t('claim.modal.reason')}
        </label>
        <textarea
          ref={reasonField}
          id={`${ids}-reason`}
          className={styles.textarea}
          value={reason}
          rows={4}
          required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${ids}-reason-error ${ids}-reason-count`}
          onChange={(event) => setReason(event.target.value)}
        />
        <TextCounter id={`${ids}-reason-count`} count={reason.trim().length} max={CLAIM_REASON_MAX_LENGTH} />
        <FieldError id={`${ids}-reason-error`} error={reasonError} />
      </div>
      <ProofField
        id={`${ids}-proof`}
        required={incentive.require_proof}
        proof={proof}
        error={say(problems.proof)}
        onChange={(file, problem) => {
          setProof(file);
          setProblems((previous) => ({ ...previous, proof: problem }));
        }}
      />
      <div className={styles.actions}>
        <ModalDialogClose asChild>
          <button type="button" className={styles.button}>
            {t('claim.modal.cancel')}
          </button>
        </ModalDialogClose>
        <button type="submit" className={`${styles.button} ${styles.primary}`} aria-disabled={submitting}>
          {submitting ? t('claim.modal.submitting') : t('claim.modal.submit')}
        </button>
      </div>
      {submission.status === 'failed' && (
        <p role="alert" className={styles.claimError}>
          {t('claim.modal.claim_error_message')} {apiErrorMessage(t, submission.error)}
        </p>
      )}
    </form>
  );
}
