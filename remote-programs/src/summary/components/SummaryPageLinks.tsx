import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visiblePages } from '../summary-pagination';
import styles from './Summary.module.css';

interface SummaryPageLinksProps {
  current: number;
  pageCount: number;
  searchOf: (page: number) => string;
}

/** Links to the summary's other pages (programs §9); none when it has one page. */
export function SummaryPageLinks({ current, pageCount, searchOf }: SummaryPageLinksProps) {
  const { t } = useTranslation('programs');
  const pages = visiblePages(current, pageCount);
  if (pages.length === 0) return null;
  return (
    <nav aria-label={t('summary.pagination')} className={styles.pagination}>
      <ul>
        {pages.map((page, index) => (
          <li key={page}>
            {index > 0 && page - pages[index - 1]! > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={{ search: searchOf(page) }}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('summary.page', { page })}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
