import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GridSkeleton } from '../../catalogue/components/GridSkeleton';
import { LoadError } from '../../catalogue/components/LoadError';
import { Pagination } from '../../catalogue/components/Pagination';
import { RewardGrid } from '../../catalogue/components/RewardGrid';
import { catalogueDevHref } from '../catalogue-dev-address';
import type { useCatalogueDevView } from '../hooks/use-catalogue-dev-view';
import styles from './CatalogueDev.module.css';

type View = ReturnType<typeof useCatalogueDevView>;

/** The rewards of the chosen category and sub-category, a page at a time. */
export function CatalogueDevResults({ params, viewer, category, subCategory, grid }: View) {
  const { t } = useTranslation('rewards');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(params.page);
  const title = subCategory
    ? t('catalogueDev.results.within', { category: category?.name, subCategory: subCategory.name })
    : (category?.name ?? t('catalogueDev.allRewards'));
  const pagination = grid.page?.meta.pagination;

  // Paging is followed from the pager at the bottom: take the reader back to the top of the new page.
  useEffect(() => {
    if (shownPage.current === params.page) return;
    shownPage.current = params.page;
    heading.current?.focus();
  }, [params.page]);

  return (
    <section aria-labelledby={headingId} className={styles.results}>
      <div className={styles.resultsHeader}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.resultsTitle}>
          {title}
        </h2>
        {pagination && (
          <p className={styles.resultsCount}>{t('catalogueDev.results.count', { count: pagination.totalCount })}</p>
        )}
      </div>
      {grid.error !== undefined ? (
        <LoadError title={t('catalogueDev.results.failed')} error={grid.error} onRetry={grid.retry} />
      ) : !grid.page ? (
        <GridSkeleton />
      ) : grid.page.data.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('catalogueDev.empty.title')}</p>
          <p className={styles.emptyBody}>{t('catalogueDev.empty.body')}</p>
          {category && <Link to={catalogueDevHref({})}>{t('catalogueDev.empty.seeAll')}</Link>}
        </div>
      ) : (
        <>
          <RewardGrid label={title} entries={grid.page.data} country={viewer.country} />
          {pagination && (
            <Pagination
              page={pagination.pageNumber}
              pageCount={pagination.pageCount}
              hrefOf={(page) => catalogueDevHref({ ...params, page })}
            />
          )}
        </>
      )}
    </section>
  );
}
