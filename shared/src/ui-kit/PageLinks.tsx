import { Link } from 'react-router';
import { visiblePages } from './page-numbers';
import styles from './PageLinks.module.css';

interface PageLinksProps {
  /** The navigation's name, such as "Pages of your redemptions". */
  label: string;
  /** Each link's name, such as "Page 3". */
  pageLabel: (page: number) => string;
  current: number;
  pageCount: number;
  /** The address's query for a page, keeping whatever else the list is filtered or sorted by. */
  searchOf: (page: number) => string;
}

/** Links to a list's other pages (programs §9); none when it has one page. */
export function PageLinks({ label, pageLabel, current, pageCount, searchOf }: PageLinksProps) {
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
              aria-label={pageLabel(page)}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
