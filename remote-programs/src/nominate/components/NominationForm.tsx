import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiErrorText,
  NOMINATION_REASON_MAX_LENGTH,
  type NominationUserSummary,
  type NominatorNominationPeriod,
} from '@laurel/shared/contract';
import { apiErrorMessage, showToast, translateApiError } from '@laurel/shared';
import { FieldError, ModalDialogClose, TextCounter } from '@laurel/shared/ui-kit';
import { fieldOfRefusal, reasonProblem, type FieldProblem } from '../nomination-draft';
import { useNominate } from '../hooks/use-nominate';
import { NomineePicker } from './NomineePicker';
import styles from './Nominate.module.css';

interface NominationFormProps {
  period: NominatorNominationPeriod;
  onNominated: () => void;
}

/** A colleague and the reason (both required); a refusal is said where it belongs, nothing typed is lost. */
export function NominationForm({ period, onNominated }: NominationFormProps) {
  const { t } = useTranslation('nominations');
  const ids = useId();
  const [nominee, setNominee] = useState<NominationUserSummary | null>(null);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ nominee?: FieldProblem | null; reason?: FieldProblem | null }>({});
  const { submission, nominate, reset } = useNominate();
  const search = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // The form arrives after the period loads, when the dialog has already placed the focus on itself.
  useEffect(() => search.current?.focus(), []);
  const say = (problem?: FieldProblem | null) => {
    if (!problem) return undefined;
    if (problem.id === 'nominee_required') return t('form.nomineeRequired');
    return translateApiError(t, problem.id, problem.params, apiErrorText(problem.id, problem.params));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      nominee: nominee ? null : ({ id: 'nominee_required' } as const),
      reason: reasonProblem(reason),
    };
    setProblems(found);
    if (found.nominee || found.reason) {
      reset();
      (found.nominee ? search.current : reasonField.current)?.focus();
      return;
    }
    const made = await nominate({
      nominationPeriodId: period.id,
      nominatedUserId: nominee!.id,
      reason: reason.trim(),
    });
    if (!made) return;
    showToast(t('toast.nominated', { name: made.nominatedUser.displayName, period: period.name }), 'success');
    onNominated();
  }

  const failed = submission.status === 'failed' ? submission.error : null;
  const refusedAt = failed ? fieldOfRefusal(failed) : null;
  // The server's words fill their placeholders; these fill them too where the catalogue's English is loaded.
  const params = { limit: period.nominationLimit ?? 0, max: NOMINATION_REASON_MAX_LENGTH };
  const refusal = failed ? apiErrorMessage(t, failed, { params }) : undefined;
  const nomineeError = refusedAt === 'nominee' ? refusal : say(problems.nominee);
  const reasonError = refusedAt === 'reason' ? refusal : say(problems.reason);
  const submitting = submission.status === 'submitting';
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <NomineePicker
        id={`${ids}-nominee`}
        periodId={period.id}
        nominee={nominee}
        error={nomineeError}
        searchRef={search}
        onChange={setNominee}
      />
      <div className={styles.field}>
        <label htmlFor={`${ids}-reason`} className={styles.label}>
          {t('form.reason')}
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
        <TextCounter id={`${ids}-reason-count`} count={reason.trim().length} max={NOMINATION_REASON_MAX_LENGTH} />
        <FieldError id={`${ids}-reason-error`} error={reasonError} />
      </div>
      <div className={styles.actions}>
        <ModalDialogClose asChild>
          <button type="button" className={styles.button}>
            {t('modal.cancel')}
          </button>
        </ModalDialogClose>
        <button type="submit" className={`${styles.button} ${styles.primary}`} aria-disabled={submitting}>
          {submitting ? t('modal.submitting') : t('modal.submit')}
        </button>
      </div>
      {refusedAt === 'form' && (
        <p role="alert" className={styles.problem}>
          {t('modal.submitError')} {refusal}
        </p>
      )}
    </form>
  );
}
