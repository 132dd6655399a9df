import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TOPIC_MAX_LENGTH, feedbackDueDateProblem, feedbackTopicProblem } from '@laurel/shared/contract';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import { postFeedbackRequest } from '../api/feedback-api';
import { ColleagueFeedbackForm } from './ColleagueFeedbackForm';
import styles from './Feedback.module.css';

const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Ask a colleague for feedback: whom, about what, and optionally by when. */
export function AskForFeedbackForm() {
  const { t } = useTranslation('feedback');
  const [topic, setTopic] = useState('');
  const [dueDate, setDueDate] = useState('');

  return (
    <ColleagueFeedbackForm
      copy="ask"
      check={() => ({
        topic: feedbackTopicProblem(topic),
        dueDate: feedbackDueDateProblem(dueDate || null, localToday()),
      })}
      send={(colleague) => postFeedbackRequest({ recipientId: colleague.id, topic, dueDate: dueDate || null })}
      onSent={() => {
        setTopic('');
        setDueDate('');
      }}
    >
      {({ id, messages, fixed }) => (
        <>
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
        </>
      )}
    </ColleagueFeedbackForm>
  );
}
