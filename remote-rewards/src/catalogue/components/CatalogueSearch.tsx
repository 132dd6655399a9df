import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogCountry } from '@laurel/shared/contract';
import { CATALOGUE_SEARCH_DEBOUNCE_MS } from '../catalogue-constants';
import { useCatalogSearch } from '../api/search-catalog';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { LoadError } from './LoadError';
import { RewardGrid } from './RewardGrid';
import styles from './Catalogue.module.css';

interface CatalogueSearchProps {
  countryCode: string;
  country: CatalogCountry | undefined;
}

/** The search box: the first ten rewards whose name holds what was typed, in the viewer's country. */
export function CatalogueSearch({ countryCode, country }: CatalogueSearchProps) {
  const { t } = useTranslation('rewards');
  const id = useId();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim(), CATALOGUE_SEARCH_DEBOUNCE_MS);
  const results = useCatalogSearch(name, countryCode);
  const searching = text.trim() !== '';

  return (
    <div role="search" className={styles.search}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('catalogue.search.label')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={text}
        placeholder={t('catalogue.search.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && setText('')}
      />
      {searching && (
        <section aria-label={t('catalogue.search.results')} className={styles.searchResults}>
          <p role="status" className={styles.searchStatus}>
            {results.isLoading || name !== text.trim()
              ? t('catalogue.search.searching')
              : results.data
                ? t('catalogue.search.found', { count: results.data.length, name })
                : ''}
          </p>
          {results.error && (
            <LoadError title={t('catalogue.search.error')} error={results.error} onRetry={() => results.mutate()} />
          )}
          {results.data && results.data.length > 0 && (
            <RewardGrid label={t('catalogue.search.results')} entries={results.data} country={country} />
          )}
        </section>
      )}
    </div>
  );
}
