import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './Bookmarks.module.css';

/** Nothing bookmarked yet: how to bookmark, and the way to the feed where most bookmarks start. */
export function BookmarksEmptyState() {
  const { t } = useTranslation('bookmarks');
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{t('empty.title')}</h2>
      <p className={styles.howTo}>{t('empty.howTo')}</p>
      <Link to="/" className={styles.feedLink}>
        {t('empty.feed')}
      </Link>
    </div>
  );
}
