import { useTranslation } from 'react-i18next';
import type { FeedbackRequest } from '@laurel/shared/contract';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { apiErrorMessage, showToast } from '@laurel/shared';
import { resendFeedbackRequest } from '../api/feedback-api';
import { useFeedbackChange } from '../hooks/use-feedback-change';
import styles from './Feedback.module.css';

/** The asker reminds the person asked of a request still waiting (feedback_request_resent). */
export function ResendRequestButton({ request }: { request: FeedbackRequest }) {
  const { t } = useTranslation('feedback');
  const change = useFeedbackChange();

  async function resend() {
    if (await change.run(() => resendFeedbackRequest(request.id))) {
      showToast(t('asked.resent', { name: request.recipient.displayName }), 'success');
    }
  }

  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.button}
          aria-label={t('asked.resendLabel', { name: request.recipient.displayName, topic: request.topic })}
          aria-disabled={change.saving || undefined}
          onClick={() => void resend()}
        >
          {change.saving ? t('asked.resending') : t('asked.resend')}
        </button>
      </div>
      {change.error !== null && (
        <p role="alert" className={styles.problem}>
          {t('asked.resendFailed')} {apiErrorMessage(t, change.error)}
        </p>
      )}
    </>
  );
}
