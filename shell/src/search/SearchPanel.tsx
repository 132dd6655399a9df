import { useId, useState, type RefObject } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { HELP_CENTER_URL } from './search-constants';
import { moveBetweenHits, panelProps } from './hit-navigation';
import { SEARCH_TABS, SearchResults, type SearchTab } from './SearchResults';
import { useGlobalSearch } from './use-global-search';
import styles from './GlobalSearch.module.css';

const isSearchTab = (value: string): value is SearchTab => (SEARCH_TABS as readonly string[]).includes(value);

interface SearchPanelProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onNavigate: () => void;
}

/** The search input, the All / Users / Recognition tabs and the hits; mounted while the modal is open. */
export function SearchPanel({ inputRef, onNavigate }: SearchPanelProps) {
  const { t } = useTranslation('navigation', { keyPrefix: 'search' });
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<SearchTab>('all');
  const state = useGlobalSearch(query);

  return (
    <div className={styles.panel} {...panelProps}>
      <label htmlFor={inputId} className="laurel-visually-hidden">
        {t('inputLabel')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className={styles.input}
        placeholder={t('placeholder')}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={moveBetweenHits}
      />
      <Tabs.Root value={tab} onValueChange={(value) => isSearchTab(value) && setTab(value)}>
        <Tabs.List aria-label={t('tabs.label')} className={styles.tabs}>
          {SEARCH_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={styles.tab}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SEARCH_TABS.map((value) => (
          <Tabs.Content key={value} value={value} className={styles.results}>
            <SearchResults state={state} tab={value} query={query} onNavigate={onNavigate} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <a href={HELP_CENTER_URL} target="_blank" rel="noopener noreferrer" className={styles.help}>
        {t('help')} <span className="laurel-visually-hidden">{t('opensInNewTab')}</span>
      </a>
    </div>
  );
}
