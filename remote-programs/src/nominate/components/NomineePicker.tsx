import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NOMINEE_SEARCH_MAX_LENGTH, type NominationUserSummary } from '@laurel/shared/contract';
import { Avatar, FieldError } from '@laurel/shared/ui-kit';
import { useNomineeSearch } from '../api/search-nominees';
import { NOMINEE_SEARCH_DEBOUNCE_MS } from '../nominate-constants';
import styles from './Nominate.module.css';

const NOMINEE_AVATAR_PX = 28;

interface NomineePickerProps {
  id: string;
  periodId: number;
  nominee: NominationUserSummary | null;
  error?: string;
  searchRef: Ref<HTMLInputElement>;
  onChange: (nominee: NominationUserSummary) => void;
}

/** Colleagues the period allows, searched on the server, chosen as one of a group of radio buttons. */
export function NomineePicker({ id, periodId, nominee, error, searchRef, onChange }: NomineePickerProps) {
  const { t } = useTranslation('nominations');
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(search.trim()), NOMINEE_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  const { data: found, error: searchError, isLoading } = useNomineeSearch(periodId, asked);
  // The one chosen stays listed (and checked) whatever is searched next.
  const people = nominee && !found?.some((person) => person.id === nominee.id) ? [nominee, ...(found ?? [])] : found;

  return (
    <fieldset
      className={styles.field}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.label}>{t('form.nominee')}</legend>
      <label htmlFor={`${id}-search`} className={styles.hint}>
        {t('form.search')}
      </label>
      <input
        ref={searchRef}
        id={`${id}-search`}
        type="search"
        className={styles.input}
        value={search}
        maxLength={NOMINEE_SEARCH_MAX_LENGTH}
        autoComplete="off"
        aria-describedby={`${id}-search-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p id={`${id}-search-hint`} className={styles.hint}>
        {t('form.searchHint')}
      </p>
      <div className={styles.people} aria-live="polite" aria-busy={isLoading}>
        {searchError && <p className={styles.problem}>{t('form.searchError')}</p>}
        {!searchError && isLoading && !people && <p className={styles.hint}>{t('form.searching')}</p>}
        {!searchError && people?.length === 0 && <p className={styles.hint}>{t('form.noMatches')}</p>}
        {people && people.length > 0 && (
          <ul className={styles.peopleList}>
            {people.map((person) => (
              <li key={person.id}>
                <label className={styles.person}>
                  <input
                    type="radio"
                    name={`${id}-nominee`}
                    value={person.id}
                    checked={nominee?.id === person.id}
                    onChange={() => onChange(person)}
                  />
                  <span aria-hidden="true">
                    <Avatar name={person.displayName} imageUrl={person.profilePic} sizePx={NOMINEE_AVATAR_PX} />
                  </span>
                  <span className={styles.personName}>{person.displayName}</span>
                  <span className={styles.personEmail}>{person.email}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
