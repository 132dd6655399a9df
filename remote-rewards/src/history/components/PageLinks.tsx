import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visiblePages } from '../history-pagination';
import styles from './History.module.css';

interface PageLinksProps {
  /** The navigation's name, such as "Pages of your redemptions". */
  label: string;
  current: number;
  pageCount: number;
  /** The address's query for a page, keeping whatever else the list is filtered or sorted by. */
  searchOf: (page: number) => string;
}

/** Links to a list's other pages (programs §9); none when it has one page. */
export function PageLinks({ label, current, pageCount, searchOf }: PageLinksProps) {
  const { t } = useTranslation('rewards');
  const pages = visiblePages(current, pageCount);
  if (pages.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul>
        {pages.map((page, index) => (
          <li key={page}>
            {index > 0 && page - pages[index - 1]! > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={{ search: searchOf(page) }}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('history.page', { page })}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
