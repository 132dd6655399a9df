import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogCategory } from '@laurel/shared/contract';
import { catalogueDevHref } from '../catalogue-dev-address';
import type { useCatalogueDevView } from '../hooks/use-catalogue-dev-view';
import { SubCategoryList } from './SubCategoryList';
import styles from './CatalogueDev.module.css';

type View = ReturnType<typeof useCatalogueDevView>;

interface CategoryPanelProps {
  categories: View['categories'];
  category: CatalogCategory | undefined;
  subCategories: View['subCategories'];
  subCategoryKey: string | null;
}

/** The side panel: every category, and under the chosen one its sub-categories. Folds away on a phone. */
export function CategoryPanel({ categories, category, subCategories, subCategoryKey }: CategoryPanelProps) {
  const { t } = useTranslation('rewards');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <div className={styles.panel}>
      <button
        type="button"
        className={styles.panelToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('catalogueDev.panel.toggle', { name: category?.name ?? t('catalogueDev.allRewards') })}
      </button>
      <nav id={panelId} aria-label={t('catalogueDev.panel.label')} className={styles.panelBody} data-open={open}>
        <h2 className={styles.panelTitle}>{t('catalogueDev.panel.title')}</h2>
        <ul className={styles.categoryList}>
          <li>
            <Link
              to={catalogueDevHref({})}
              className={styles.categoryLink}
              aria-current={category ? undefined : 'page'}
              onClick={close}
            >
              {t('catalogueDev.allRewards')}
            </Link>
          </li>
          {categories.list.map((candidate) => (
            <li key={candidate.key}>
              <Link
                to={catalogueDevHref({ category: candidate.key })}
                className={styles.categoryLink}
                aria-current={candidate.key === category?.key && !subCategoryKey ? 'page' : undefined}
                data-chosen={candidate.key === category?.key}
                onClick={close}
              >
                {candidate.name}
              </Link>
              {candidate.key === category?.key && (
                <SubCategoryList
                  category={candidate}
                  subCategories={subCategories}
                  subCategoryKey={subCategoryKey}
                  onChosen={close}
                />
              )}
            </li>
          ))}
        </ul>
        {categories.error !== undefined && (
          <p className={styles.panelProblem}>
            {t('catalogueDev.panel.categoriesFailed')}{' '}
            <button type="button" className={styles.textButton} onClick={categories.retry}>
              {t('catalogueDev.retry')}
            </button>
          </p>
        )}
      </nav>
    </div>
  );
}
