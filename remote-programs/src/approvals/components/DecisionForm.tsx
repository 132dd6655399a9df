import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, showToast } from '@laurel/shared';
import { APPROVAL_NOTE_MAX_LENGTH, type IncentiveClaim } from '@laurel/shared/contract';
import { Alert } from '@laurel/shared/ui-kit';
import { postApprovalDecision, recordApprovalDecision, type ApprovalDecision } from '../api/post-approval-decision';
import styles from './Approvals.module.css';

/** What the toast says once the server took the decision. */
function decidedText(t: ReturnType<typeof useTranslation>['t'], decided: IncentiveClaim, name: string) {
  const values = { name, incentive: decided.award.name };
  if (decided.state === 'declined') return t('approvals.declined', values);
  if (decided.state === 'pending' && decided.current_step !== null) {
    return t('approvals.approvedStep', { ...values, step: decided.current_step + 1, steps: decided.steps_count });
  }
  return t('approvals.approved', values);
}

/** The optional note and the two decisions; a refusal (not your step, already decided) says the server's reason. */
export function DecisionForm({ claim, claimer }: { claim: IncentiveClaim; claimer: string }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  const { mutate } = useSWRConfig();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState<ApprovalDecision | null>(null);
  const [error, setError] = useState<unknown>(null);

  const decide = async (decision: ApprovalDecision) => {
    if (sending) return;
    setSending(decision);
    setError(null);
    try {
      const decided = await postApprovalDecision(claim.id, decision, note);
      showToast(decidedText(t, decided, claimer), 'success');
      await recordApprovalDecision(mutate, claim.id);
    } catch (failure) {
      setError(failure);
      setSending(null);
    }
  };

  return (
    <div className={styles.decision} aria-busy={sending !== null}>
      <label htmlFor={noteId}>{t('approvals.note', { name: claimer })}</label>
      <textarea
        id={noteId}
        value={note}
        maxLength={APPROVAL_NOTE_MAX_LENGTH}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      {error !== null && (
        <Alert status="error" size="sm" title={t('approvals.decisionFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.primaryButton}`}
          aria-disabled={sending !== null}
          onClick={() => void decide('approve')}
        >
          {t('approvals.approve')}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.dangerButton}`}
          aria-disabled={sending !== null}
          onClick={() => void decide('decline')}
        >
          {t('approvals.decline')}
        </button>
        {sending && (
          <span role="status" className={styles.muted}>
            {t('approvals.deciding')}
          </span>
        )}
      </div>
    </div>
  );
}
