import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, HttpError, apiErrorIdOf } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { RedeemBlocker } from '../reward-options';
import type { RedemptionState } from '../hooks/use-redemption';
import { WhyNotRedeemable } from './WhyNotRedeemable';
import styles from './Reward.module.css';

interface RedeemActionProps {
  label: string;
  blockers: readonly RedeemBlocker[];
  state: RedemptionState;
  /** Fills a refusal's placeholders the server's id leaves open (needed and available points). */
  errorParams: Record<string, number>;
}

/** The submit button, why it cannot be pressed when it cannot, and why the last try failed. */
export function RedeemAction({ label, blockers, state, errorParams }: RedeemActionProps) {
  const { t } = useTranslation('rewards');
  const whyId = useId();
  const blocked = blockers.length > 0;
  const submitting = state.status === 'submitting';
  const refusal = state.status === 'failed' ? state.error : null;
  const unanswered = refusal !== null && !(refusal instanceof HttpError && apiErrorIdOf(refusal.body));
  return (
    <div className={styles.action}>
      {refusal !== null && (
        <Alert status="error" title={t('redeem.failedTitle')}>
          <p className={styles.alertText}>{apiErrorMessage(t, refusal, { params: errorParams })}</p>
          {unanswered && <p className={styles.alertText}>{t('redeem.retrySafe')}</p>}
        </Alert>
      )}
      <WhyNotRedeemable id={whyId} blockers={blockers} />
      <button
        type="submit"
        className={styles.primaryButton}
        disabled={blocked || submitting}
        aria-describedby={blocked ? whyId : undefined}
      >
        {submitting ? t('redeem.submitting') : label}
      </button>
    </div>
  );
}
