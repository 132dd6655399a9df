import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RecognitionFeed } from '../feed/components/RecognitionFeed';
import styles from '../feed/components/FeedPage.module.css';

export function FeedPage() {
  const { t } = useTranslation('recognition');
  const headingId = useId();
  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        {t('feed.title')}
      </h1>
      <p className={styles.intro}>{t('feed.intro')}</p>
      <RecognitionFeed labelledBy={headingId} />
    </div>
  );
}
