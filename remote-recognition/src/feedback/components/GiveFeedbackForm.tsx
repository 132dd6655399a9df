import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackMessageProblem, type ApiErrorId, type FeedbackPerson } from '@laurel/shared/contract';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { showToast } from '@laurel/shared';
import { postFeedback } from '../api/feedback-api';
import { fieldMessages } from '../feedback-problems';
import { useFeedbackChange } from '../hooks/use-feedback-change';
import { ColleaguePicker } from './ColleaguePicker';
import { MessageField } from './MessageField';
import styles from './Feedback.module.css';

type Found = Partial<Record<'colleague' | 'message', ApiErrorId | null>>;

/** Unrequested feedback to a colleague, private to the two of them. */
export function GiveFeedbackForm() {
  const { t } = useTranslation('feedback');
  const id = useId();
  const [colleague, setColleague] = useState<FeedbackPerson | null>(null);
  const [message, setMessage] = useState('');
  const [found, setFound] = useState<Found>({});
  const change = useFeedbackChange();
  const fixed = (field: keyof Found) => setFound((current) => ({ ...current, [field]: null }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Found = {
      colleague: colleague ? null : 'feedback_colleague_required',
      message: feedbackMessageProblem(message),
    };
    setFound(problems);
    if (problems.colleague) return document.getElementById(`${id}-colleague-search`)?.focus();
    if (problems.message) return document.getElementById(`${id}-message`)?.focus();
    const sent = await change.run(() => postFeedback({ receiverId: colleague!.id, message }));
    if (!sent) return;
    showToast(t('give.sent', { name: colleague!.displayName }), 'success');
    setColleague(null);
    setMessage('');
  }

  const messages = fieldMessages(t, found, change.error);
  return (
    <form className={styles.formCard} aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {t('give.title')}
      </h2>
      <ColleaguePicker
        id={`${id}-colleague`}
        legend={t('give.colleague')}
        colleague={colleague}
        error={messages.colleague}
        onChange={(chosen) => {
          setColleague(chosen);
          fixed('colleague');
        }}
      />
      <MessageField
        id={`${id}-message`}
        label={t('give.message')}
        value={message}
        error={messages.message}
        onChange={(text) => {
          setMessage(text);
          fixed('message');
        }}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} aria-disabled={change.saving || undefined}>
          {change.saving ? t('give.sending') : t('give.send')}
        </button>
      </div>
      {messages.form && (
        <p role="alert" className={styles.problem}>
          {t('give.failed')} {messages.form}
        </p>
      )}
    </form>
  );
}
