import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { useFeedbackRequests, useReceivedFeedback } from '../api/feedback-api';
import { AskForFeedbackForm } from './AskForFeedbackForm';
import { GiveFeedbackForm } from './GiveFeedbackForm';
import { RequestsToAnswer } from './RequestsToAnswer';
import { MyRequests } from './MyRequests';
import { ReceivedFeedback } from './ReceivedFeedback';
import styles from './Feedback.module.css';

/** `/feedback`: ask or give, then the requests to answer, the reader's own requests and what they received. */
export function FeedbackOverview() {
  const { t } = useTranslation('feedback');
  const requests = useFeedbackRequests();
  const received = useReceivedFeedback();
  const error = requests.error ?? received.error;
  let lists;
  if (error && (!requests.data || !received.data)) {
    lists = (
      <Alert status="error" title={t('loadError')}>
        <p className={styles.muted}>{apiErrorMessage(t, error)}</p>
        <button
          type="button"
          className={buttons.button}
          onClick={() => void Promise.all([requests.mutate(), received.mutate()])}
        >
          {t('retry')}
        </button>
      </Alert>
    );
  } else if (!requests.data || !received.data) {
    lists = (
      <p role="status" className={styles.muted}>
        {t('loading')}
      </p>
    );
  } else {
    lists = (
      <>
        <RequestsToAnswer requests={requests.data.toAnswer} />
        <MyRequests requests={requests.data.asked} />
        <ReceivedFeedback received={received.data} />
      </>
    );
  }
  return (
    <>
      <div className={styles.forms}>
        <AskForFeedbackForm />
        <GiveFeedbackForm />
      </div>
      {lists}
    </>
  );
}
