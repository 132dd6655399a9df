import { useTranslation } from 'react-i18next';
import styles from './QualityGauge.module.css';

export type Feedback = 'positive' | 'negative' | null;

/** Recognition §4: asked once per draft; after either answer it stays hidden until the gauge is reset. */
export function FeedbackPrompt({ onFeedback }: { onFeedback: (feedback: Exclude<Feedback, null>) => void }) {
  const { t } = useTranslation('action_input');
  return (
    <div role="group" aria-label={t('gauge.feedback.question')} className={styles.feedback}>
      <span aria-hidden="true">{t('gauge.feedback.question')}</span>
      <button type="button" className={styles.feedbackButton} onClick={() => onFeedback('positive')}>
        {t('gauge.feedback.yes')}
      </button>
      <button type="button" className={styles.feedbackButton} onClick={() => onFeedback('negative')}>
        {t('gauge.feedback.no')}
      </button>
    </div>
  );
}
