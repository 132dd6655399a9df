import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncentiveUserSummary } from '@laurel/shared/contract';
import { searchUsers } from './api/search-users';
import styles from './ProgramForm.module.css';

/** Programs §9: the user picker searches this long after the last key. */
export const USER_PICKER_DEBOUNCE_MS = 300;

type Found = { words: string } & ({ state: 'done'; users: IncentiveUserSummary[] } | { state: 'failed' });

interface UserLookupProps {
  label: string;
  exclude: readonly number[];
  onPick: (user: IncentiveUserSummary) => void;
}

/** Finds colleagues by name or e-mail (`POST /user_management/users/search`); each match is a button to add them. */
export function UserLookup({ label, exclude, onPick }: UserLookupProps) {
  const { t } = useTranslation('programForm');
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Found | null>(null);
  const words = query.trim();

  useEffect(() => {
    if (words === '') return;
    let current = true;
    const timer = setTimeout(() => {
      searchUsers(words)
        .then((users) => current && setAnswer({ words, state: 'done', users }))
        .catch(() => current && setAnswer({ words, state: 'failed' }));
    }, USER_PICKER_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [words]);

  // An answer to an earlier query is not shown while the current one is on its way.
  const found = answer?.words === words && words !== '' ? answer : null;
  const matches = found?.state === 'done' ? found.users.filter((user) => !exclude.includes(user.id)) : [];

  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      <div aria-live="polite">
        {found?.state === 'failed' && <p className={styles.hint}>{t('approval.lookupFailed')}</p>}
        {found?.state === 'done' && matches.length === 0 && <p className={styles.hint}>{t('approval.noMatch')}</p>}
        {matches.length > 0 && (
          <ul className={styles.chips}>
            {matches.slice(0, 8).map((user) => (
              <li key={user.id}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.small}`}
                  onClick={() => {
                    onPick(user);
                    setQuery('');
                  }}
                >
                  {t('approval.add', { name: user.displayName })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
