import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalogueView } from '../hooks/use-catalogue-view';
import { catalogueSearch, tabParams } from '../catalogue-params';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueSearch } from './CatalogueSearch';
import { CatalogueTabs } from './CatalogueTabs';
import { EarningBalance } from './EarningBalance';
import { FeaturedGroups } from './FeaturedGroups';
import { GridSkeleton } from './GridSkeleton';
import { LoadError } from './LoadError';
import { Pagination } from './Pagination';
import { RewardGrid } from './RewardGrid';
import styles from './Catalogue.module.css';

/** `/rewards`: search, the catalogue's tabs and filters, and the tab's rewards a page at a time. */
export function Catalogue() {
  const { t } = useTranslation('rewards');
  const view = useCatalogueView();
  const { params, viewer, tab, grid, probe } = view;
  const failed = grid.error ?? probe.error;
  const page = grid.data?.meta.pagination;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('catalogue.title')}</h1>
          <EarningBalance />
        </div>
        <div className={styles.headerLinks}>
          <Link to="/rewards-dev" className={styles.historyLink}>
            {t('catalogueDev.tryLink')}
          </Link>
          <Link to="/rewards/history" className={styles.historyLink}>
            {t('catalogue.historyLink')}
          </Link>
        </div>
      </header>
      <CatalogueSearch countryCode={viewer.countryCode} country={viewer.country} />
      <CatalogueTabs tabs={view.tabs} current={tab} />
      <CatalogueFilters
        params={params}
        tab={tab}
        categories={view.categories}
        categoryKey={view.categoryKey}
        subCategories={view.subCategories}
        subCategoryKey={view.subCategoryKey}
        countries={viewer.countries}
        countryCode={viewer.countryCode}
      />
      {failed ? (
        <LoadError
          title={t('catalogue.errorTitle')}
          error={failed}
          onRetry={() => void Promise.all([grid.mutate(), probe.mutate()])}
        />
      ) : tab === 'featured' ? (
        <FeaturedGroups country={viewer.country} />
      ) : !grid.data || tab === null ? (
        <GridSkeleton />
      ) : grid.data.data.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('catalogue.empty.title')}</p>
          <p>{t('catalogue.empty.body')}</p>
          {(tab !== 'all' || params.category) && (
            <Link to={{ search: catalogueSearch(tabParams('all')) }}>{t('catalogue.empty.seeAll')}</Link>
          )}
        </div>
      ) : (
        <>
          <p className={styles.count}>{t('catalogue.count', { count: page?.totalCount ?? 0 })}</p>
          <RewardGrid label={t(`catalogue.tabs.${tab}`)} entries={grid.data.data} country={viewer.country} />
          {page && (
            <Pagination
              page={page.pageNumber}
              pageCount={page.pageCount}
              hrefOf={(number) => `/rewards${catalogueSearch({ ...params, page: number })}`}
            />
          )}
        </>
      )}
    </div>
  );
}
