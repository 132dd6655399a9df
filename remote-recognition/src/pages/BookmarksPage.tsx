import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../bookmarks/bookmarks-copy';
import { BookmarkedRecognitions } from '../bookmarks/components/BookmarkedRecognitions';
import styles from '../feed/components/FeedPage.module.css';

/** `/bookmark`: the recognitions the reader bookmarked, newest bookmark first. */
export function BookmarksPage() {
  const { t } = useTranslation('bookmarks');
  const headingId = useId();
  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        {t('page.title')}
      </h1>
      <p className={styles.intro}>{t('page.intro')}</p>
      <BookmarkedRecognitions labelledBy={headingId} />
    </div>
  );
}
