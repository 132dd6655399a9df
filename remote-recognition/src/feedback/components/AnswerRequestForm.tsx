import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackMessageProblem, type ApiErrorId, type FeedbackRequest } from '@laurel/shared/contract';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { showToast } from '@laurel/shared';
import { postFeedback } from '../api/feedback-api';
import { fieldMessages } from '../feedback-problems';
import { useFeedbackChange } from '../hooks/use-feedback-change';
import { MessageField } from './MessageField';
import styles from './Feedback.module.css';

/** The answer to a request made to the reader: their feedback, typed or dictated, sent once. */
export function AnswerRequestForm({ request }: { request: FeedbackRequest }) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const [message, setMessage] = useState('');
  const [found, setFound] = useState<{ message?: ApiErrorId | null }>({});
  const change = useFeedbackChange();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = feedbackMessageProblem(message);
    setFound({ message: problem });
    if (problem) return document.getElementById(`${id}-message`)?.focus();
    if (await change.run(() => postFeedback({ requestId: request.id, message }))) {
      showToast(t('answer.sent', { name: request.requester.displayName }), 'success');
    }
  }

  const messages = fieldMessages(t, found, change.error);
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <MessageField
        id={`${id}-message`}
        label={t('answer.message', { name: request.requester.displayName })}
        value={message}
        error={messages.message}
        onChange={(text) => {
          setMessage(text);
          setFound({});
        }}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} aria-disabled={change.saving || undefined}>
          {change.saving ? t('answer.sending') : t('answer.send')}
        </button>
      </div>
      {messages.form && (
        <p role="alert" className={styles.problem}>
          {t('answer.failed')} {messages.form}
        </p>
      )}
    </form>
  );
}
