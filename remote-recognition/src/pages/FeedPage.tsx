import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RecognitionFeed } from '../feed/components/RecognitionFeed';
import styles from '../feed/components/FeedPage.module.css';

/** The home page's feed, a region of its own beside the other panels of the page. */
export function FeedPage() {
  const { t } = useTranslation('recognition');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        {t('feed.title')}
      </h1>
      <p className={styles.intro}>{t('feed.intro')}</p>
      <RecognitionFeed labelledBy={headingId} />
    </section>
  );
}
