import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CatalogueSearch } from '../../catalogue/components/CatalogueSearch';
import { CountrySelect } from '../../catalogue/components/CountrySelect';
import { EarningBalance } from '../../catalogue/components/EarningBalance';
import { catalogueDevHref } from '../catalogue-dev-address';
import { useCatalogueDevView } from '../hooks/use-catalogue-dev-view';
import { CatalogueDevResults } from './CatalogueDevResults';
import { CategoryPanel } from './CategoryPanel';
import styles from './CatalogueDev.module.css';

/** `/rewards-dev`, the redesigned catalogue (programs §2): categories beside the grid, search and country above. */
export function CatalogueDev() {
  const { t } = useTranslation('rewards');
  const navigate = useNavigate();
  const view = useCatalogueDevView();
  const { params, viewer } = view;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{t('catalogueDev.title')}</h1>
          <EarningBalance />
        </div>
        <div className={styles.headerLinks}>
          <Link to="/rewards/history" className={styles.headerLink}>
            {t('catalogueDev.historyLink')}
          </Link>
          <Link to="/rewards" className={styles.headerLink}>
            {t('catalogueDev.classicLink')}
          </Link>
        </div>
      </header>
      <div className={styles.toolbar}>
        <div className={styles.toolbarSearch}>
          <CatalogueSearch countryCode={viewer.countryCode} country={viewer.country} />
        </div>
        <CountrySelect
          countries={viewer.countries}
          countryCode={viewer.countryCode}
          onChosen={() => void navigate(catalogueDevHref({ ...params, page: 1 }))}
        />
      </div>
      <div className={styles.layout}>
        <CategoryPanel
          categories={view.categories}
          category={view.category}
          subCategories={view.subCategories}
          subCategoryKey={view.subCategory?.key ?? null}
        />
        <CatalogueDevResults {...view} />
      </div>
    </div>
  );
}
