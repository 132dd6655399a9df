import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncentiveUserSummary } from '@laurel/shared/contract';
import { useDebouncedLookup } from '@laurel/shared/pickers';
import { searchUsers } from './api/search-users';
import styles from './ProgramForm.module.css';

interface UserLookupProps {
  label: string;
  exclude: readonly number[];
  onPick: (user: IncentiveUserSummary) => void;
}

/** Finds colleagues by name or e-mail (`POST /user_management/users/search`); each match is a button to add them. */
export function UserLookup({ label, exclude, onPick }: UserLookupProps) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programForm' });
  const inputId = useId();
  const [query, setQuery] = useState('');
  const found = useDebouncedLookup(query, searchUsers);
  const matches = found?.state === 'done' ? found.items.filter((user) => !exclude.includes(user.id)) : [];

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
