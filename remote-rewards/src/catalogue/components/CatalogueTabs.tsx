import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueSearch, tabParams, type CatalogueTab } from '../catalogue-params';
import styles from './Catalogue.module.css';

interface CatalogueTabsProps {
  tabs: readonly CatalogueTab[];
  current: CatalogueTab | null;
}

/** The catalogue's sections; each is an address, so it can be shared and comes back with Back. */
export function CatalogueTabs({ tabs, current }: CatalogueTabsProps) {
  const { t } = useTranslation('rewards');
  return (
    <nav aria-label={t('catalogue.tabs.label')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={{ search: catalogueSearch(tabParams(tab)) }}
              className={styles.tab}
              aria-current={tab === current ? 'page' : undefined}
            >
              {t(`catalogue.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
