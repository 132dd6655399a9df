import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageNumbersToShow } from '../pagination';
import styles from './Catalogue.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of another page of the same view. */
  hrefOf: (page: number) => string;
}

/** Programs §9: up to five page numbers plus the first and the last, only when there is more than one page. */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const { t } = useTranslation('rewards');
  const numbers = pageNumbersToShow(page, pageCount);
  if (numbers.length === 0) return null;
  return (
    <nav aria-label={t('catalogue.pagination.label')} className={styles.pagination}>
      <ul className={styles.pageList}>
        {page > 1 && (
          <li>
            <Link className={styles.pageLink} to={hrefOf(page - 1)} rel="prev">
              {t('catalogue.pagination.previous')}
            </Link>
          </li>
        )}
        {numbers.map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                className={styles.pageLink}
                to={hrefOf(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('catalogue.pagination.page', { page: number })}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link className={styles.pageLink} to={hrefOf(page + 1)} rel="next">
              {t('catalogue.pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
