import { useTranslation } from 'react-i18next';
import type { FeedPageMeta } from '@laurel/shared/recognition';
import styles from './People.module.css';

interface RecognitionPagerProps {
  meta: FeedPageMeta;
  label: string;
  onPage: (page: number) => void;
}

/** Previous and next page of a list, and where the reader is in it. */
export function RecognitionPager({ meta, label, onPage }: RecognitionPagerProps) {
  const { t } = useTranslation('recognition');
  if (meta.totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.button}
        disabled={meta.pagePrevious === null}
        onClick={() => meta.pagePrevious !== null && onPage(meta.pagePrevious)}
      >
        {t('people.list.previous')}
      </button>
      <p className={styles.muted} aria-live="polite">
        {t('people.list.pageOf', { page: meta.pageNumber, total: meta.totalPages })}
      </p>
      <button
        type="button"
        className={styles.button}
        disabled={meta.pageNext === null}
        onClick={() => meta.pageNext !== null && onPage(meta.pageNext)}
      >
        {t('people.list.next')}
      </button>
    </nav>
  );
}
