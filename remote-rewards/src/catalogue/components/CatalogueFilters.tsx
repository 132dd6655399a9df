import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CatalogCategory, CatalogCountry, CatalogSubCategory } from '@laurel/shared/contract';
import { catalogueSearch, type CatalogueParams, type CatalogueTab } from '../catalogue-params';
import { CountrySelect } from './CountrySelect';
import styles from './Catalogue.module.css';

interface CatalogueFiltersProps {
  params: CatalogueParams;
  tab: CatalogueTab | null;
  categories: readonly CatalogCategory[];
  categoryKey: string | null;
  subCategories: readonly CatalogSubCategory[];
  subCategoryKey: string | null;
  countries: readonly CatalogCountry[];
  countryCode: string;
}

/** Category and sub-category of the tab shown, and the country whose rewards and currency are shown. */
export function CatalogueFilters(props: CatalogueFiltersProps) {
  const { params, tab, categories, categoryKey, subCategories, subCategoryKey, countries, countryCode } = props;
  const { t } = useTranslation('rewards');
  const navigate = useNavigate();
  const id = useId();
  const go = (next: Partial<CatalogueParams>) => navigate({ search: catalogueSearch({ ...params, page: 1, ...next }) });
  const withCategories = tab === 'all' || tab === 'curated';

  const chooseCategory = (key: string) => {
    if (tab === 'curated') go({ category: key || null, focusCurated: true, subCategory: null });
    else go({ category: key || 'all', focusCurated: false, subCategory: null });
  };

  return (
    <div className={styles.filters}>
      {withCategories && (
        <label className={styles.field} htmlFor={`${id}-category`}>
          <span className={styles.fieldLabel}>{t('catalogue.filters.category')}</span>
          <select
            id={`${id}-category`}
            className={styles.select}
            value={categoryKey ?? ''}
            onChange={(event) => chooseCategory(event.target.value)}
          >
            <option value="">{t('catalogue.filters.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.key} value={category.key}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {subCategories.length > 0 && (
        <label className={styles.field} htmlFor={`${id}-sub-category`}>
          <span className={styles.fieldLabel}>{t('catalogue.filters.subCategory')}</span>
          <select
            id={`${id}-sub-category`}
            className={styles.select}
            value={subCategoryKey ?? ''}
            onChange={(event) => go({ subCategory: event.target.value || null })}
          >
            <option value="">{t('catalogue.filters.allSubCategories')}</option>
            {subCategories.map((subCategory) => (
              <option key={subCategory.key} value={subCategory.key}>
                {subCategory.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <CountrySelect countries={countries} countryCode={countryCode} onChosen={() => go({})} />
    </div>
  );
}
