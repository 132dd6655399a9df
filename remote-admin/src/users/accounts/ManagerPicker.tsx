import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserManager } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { searchActivePeople } from '../api/admin-users';
import styles from './UserAccounts.module.css';

interface ManagerPickerProps {
  personId: number;
  value: AdminUserManager | null;
  onChange: (manager: AdminUserManager | null) => void;
  error?: string;
}

const SEARCH_DELAY_MS = 250;

/**
 * Picks a manager among active colleagues: a name typed lists the matches in a select, which keeps
 * the current choice and "No manager". Deactivated people are never listed (the search asks for active ones).
 */
export function ManagerPicker({ personId, value, onChange, error }: ManagerPickerProps) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'users' });
  const searchId = useId();
  const selectId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<AdminUserManager[]>([]);

  useEffect(() => {
    const wanted = text.trim();
    if (!wanted) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      searchActivePeople(wanted).then(
        (people) => current && setMatches(people.filter((person) => person.id !== personId)),
        () => current && setMatches([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, personId]);

  const choices = [...(value ? [value] : []), ...matches.filter((person) => person.id !== value?.id)];
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.filters}>
      <legend>{t('edit.manager')}</legend>
      <div className={styles.picker}>
        <div className={styles.field}>
          <label htmlFor={searchId}>{t('edit.managerSearch')}</label>
          <input
            id={searchId}
            type="search"
            value={text}
            aria-describedby={hintId}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={selectId}>{t('edit.managerChoice')}</label>
          <select
            id={selectId}
            value={value?.id ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(choices.find((person) => String(person.id) === event.target.value) ?? null)}
          >
            <option value="">{t('edit.noManager')}</option>
            {choices.map((person) => (
              <option key={person.id} value={person.id}>
                {person.display_name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={hintId} className={styles.muted}>
        {t('edit.managerHint')}
      </p>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
