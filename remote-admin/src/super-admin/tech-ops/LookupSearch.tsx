import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupMatch } from '@laurel/shared/contract';
import { useAdminRead } from '../api/use-admin-read';
import { withQuery } from '../api/super-admin-paths';
import { LoadFailure } from '../../ui/LoadFailure';
import styles from '../components/SuperAdmin.module.css';

const SEARCH_DEBOUNCE_MS = 250;

interface LookupSearchProps {
  path: string;
  label: string;
  choose: (match: LookupMatch) => void;
}

/** A search box over a tech-ops lookup; each match is a button that opens it. */
export function LookupSearch({ path, label, choose }: LookupSearchProps) {
  const { t } = useTranslation('monarch');
  const id = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const matches = useAdminRead<{ result: LookupMatch[] }>(query === '' ? null : withQuery(path, { q: query }));

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  return (
    <div>
      <div className={styles.filters} role="search">
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="search"
            className={styles.input}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {matches.error ? (
        <LoadFailure error={matches.error} retry={matches.retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : (
        query !== '' &&
        matches.data && (
          <>
            <p role="status" className={styles.hint}>
              {t('lookup.found', { count: matches.data.result.length })}
            </p>
            <ul className={styles.results}>
              {matches.data.result.map((match) => (
                <li key={match.id}>
                  <button type="button" className={styles.linkButton} onClick={() => choose(match)}>
                    {match.label}
                  </button>
                  <span className={styles.hint}>{match.detail}</span>
                </li>
              ))}
            </ul>
          </>
        )
      )}
    </div>
  );
}
