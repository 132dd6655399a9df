import { useTranslation } from 'react-i18next';
import { FeedbackOverview } from '../feedback/components/FeedbackOverview';
import styles from '../feedback/components/Feedback.module.css';
import '../feedback/feedback-copy';

/** `/feedback` (issue 18 item 3): private feedback between two colleagues, asked for or given. */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <FeedbackOverview />
    </div>
  );
}
