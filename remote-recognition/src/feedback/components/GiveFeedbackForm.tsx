import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackMessageProblem } from '@laurel/shared/contract';
import { postFeedback } from '../api/feedback-api';
import { ColleagueFeedbackForm } from './ColleagueFeedbackForm';
import { MessageField } from './MessageField';

/** Unrequested feedback to a colleague, private to the two of them. */
export function GiveFeedbackForm() {
  const { t } = useTranslation('feedback');
  const [message, setMessage] = useState('');

  return (
    <ColleagueFeedbackForm
      copy="give"
      check={() => ({ message: feedbackMessageProblem(message) })}
      send={(colleague) => postFeedback({ receiverId: colleague.id, message })}
      onSent={() => setMessage('')}
    >
      {({ id, messages, fixed }) => (
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
      )}
    </ColleagueFeedbackForm>
  );
}
