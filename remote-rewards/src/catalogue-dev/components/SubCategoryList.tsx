import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogCategory } from '@laurel/shared/contract';
import { catalogueDevHref } from '../catalogue-dev-address';
import type { useCatalogueDevView } from '../hooks/use-catalogue-dev-view';
import styles from './CatalogueDev.module.css';

interface SubCategoryListProps {
  category: CatalogCategory;
  subCategories: ReturnType<typeof useCatalogueDevView>['subCategories'];
  subCategoryKey: string | null;
  onChosen: () => void;
}

/** The chosen category's sub-categories, loaded when it is chosen; nothing when it has none. */
export function SubCategoryList({ category, subCategories, subCategoryKey, onChosen }: SubCategoryListProps) {
  const { t } = useTranslation('rewards');
  if (subCategories.error !== undefined) {
    return (
      <p className={styles.panelProblem}>
        {t('catalogueDev.panel.subCategoriesFailed')}{' '}
        <button type="button" className={styles.textButton} onClick={subCategories.retry}>
          {t('catalogueDev.retry')}
        </button>
      </p>
    );
  }
  if (subCategories.loading) {
    return (
      <p role="status" className={styles.panelNote}>
        {t('catalogueDev.panel.subCategoriesLoading')}
      </p>
    );
  }
  if (subCategories.list.length === 0) return null;
  return (
    <ul className={styles.subCategoryList} aria-label={t('catalogueDev.panel.subCategories', { name: category.name })}>
      {subCategories.list.map((subCategory) => (
        <li key={subCategory.key}>
          <Link
            to={catalogueDevHref({ category: category.key, subCategory: subCategory.key })}
            className={styles.subCategoryLink}
            aria-current={subCategory.key === subCategoryKey ? 'page' : undefined}
            onClick={onChosen}
          >
            {subCategory.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
