import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_TOPIC_MAX_LENGTH,
  feedbackDueDateProblem,
  feedbackTopicProblem,
  type ApiErrorId,
  type FeedbackPerson,
} from '@laurel/shared/contract';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { showToast } from '@laurel/shared';
import { postFeedbackRequest } from '../api/feedback-api';
import { fieldMessages } from '../feedback-problems';
import { useFeedbackChange } from '../hooks/use-feedback-change';
import { ColleaguePicker } from './ColleaguePicker';
import styles from './Feedback.module.css';

type Found = Partial<Record<'colleague' | 'topic' | 'dueDate', ApiErrorId | null>>;

const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Ask a colleague for feedback: whom, about what, and optionally by when. */
export function AskForFeedbackForm() {
  const { t } = useTranslation('feedback');
  const id = useId();
  const [colleague, setColleague] = useState<FeedbackPerson | null>(null);
  const [topic, setTopic] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [found, setFound] = useState<Found>({});
  const change = useFeedbackChange();
  const fixed = (field: keyof Found) => setFound((current) => ({ ...current, [field]: null }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Found = {
      colleague: colleague ? null : 'feedback_colleague_required',
      topic: feedbackTopicProblem(topic),
      dueDate: feedbackDueDateProblem(dueDate || null, localToday()),
    };
    setFound(problems);
    const first = (['colleague', 'topic', 'dueDate'] as const).find((field) => problems[field]);
    if (first) {
      document.getElementById(first === 'colleague' ? `${id}-colleague-search` : `${id}-${first}`)?.focus();
      return;
    }
    const sent = await change.run(() =>
      postFeedbackRequest({ recipientId: colleague!.id, topic, dueDate: dueDate || null }),
    );
    if (!sent) return;
    showToast(t('ask.sent', { name: colleague!.displayName }), 'success');
    setColleague(null);
    setTopic('');
    setDueDate('');
  }

  const messages = fieldMessages(t, found, change.error);
  return (
    <form className={styles.formCard} aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {t('ask.title')}
      </h2>
      <ColleaguePicker
        id={`${id}-colleague`}
        legend={t('ask.colleague')}
        colleague={colleague}
        error={messages.colleague}
        onChange={(chosen) => {
          setColleague(chosen);
          fixed('colleague');
        }}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-topic`} className={styles.label}>
          {t('ask.topic')}
        </label>
        <input
          id={`${id}-topic`}
          className={styles.input}
          value={topic}
          required
          aria-invalid={messages.topic ? true : undefined}
          aria-describedby={`${id}-topic-error ${id}-topic-count`}
          onChange={(event) => {
            setTopic(event.target.value);
            fixed('topic');
          }}
        />
        <TextCounter id={`${id}-topic-count`} count={topic.trim().length} max={FEEDBACK_TOPIC_MAX_LENGTH} />
        <FieldError id={`${id}-topic-error`} error={messages.topic} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-dueDate`} className={styles.label}>
          {t('ask.dueDate')}
        </label>
        <input
          id={`${id}-dueDate`}
          type="date"
          className={styles.input}
          value={dueDate}
          min={localToday()}
          aria-invalid={messages.dueDate ? true : undefined}
          aria-describedby={`${id}-dueDate-error`}
          onChange={(event) => {
            setDueDate(event.target.value);
            fixed('dueDate');
          }}
        />
        <FieldError id={`${id}-dueDate-error`} error={messages.dueDate} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} aria-disabled={change.saving || undefined}>
          {change.saving ? t('ask.sending') : t('ask.send')}
        </button>
      </div>
      {messages.form && (
        <p role="alert" className={styles.problem}>
          {t('ask.failed')} {messages.form}
        </p>
      )}
    </form>
  );
}
