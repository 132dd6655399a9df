import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackPerson } from '@laurel/shared/contract';
import { Avatar, FieldError } from '@laurel/shared/ui-kit';
import { useColleagues } from '../api/feedback-api';
import styles from './Feedback.module.css';

const AVATAR_PX = 24;

interface ColleaguePickerProps {
  id: string;
  legend: string;
  colleague: FeedbackPerson | null;
  error?: string;
  onChange: (colleague: FeedbackPerson) => void;
}

/** Find a colleague by name, then choose them: the matches are radio buttons (arrow keys move between them). */
export function ColleaguePicker({ id, legend, colleague, error, onChange }: ColleaguePickerProps) {
  const { t } = useTranslation('feedback');
  const [search, setSearch] = useState('');
  const { data, error: searchError } = useColleagues(search);
  const shown = [...(colleague ? [colleague] : []), ...(data ?? []).filter((person) => person.id !== colleague?.id)];
  return (
    <fieldset className={styles.field} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{legend}</legend>
      <input
        id={`${id}-search`}
        type="search"
        className={styles.input}
        value={search}
        aria-label={t('colleague.search')}
        aria-invalid={error ? true : undefined}
        placeholder={t('colleague.placeholder')}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      {searchError ? <p className={styles.problem}>{t('colleague.searchFailed')}</p> : null}
      {search.trim() !== '' && data?.length === 0 && <p className={styles.muted}>{t('colleague.none')}</p>}
      {shown.length > 0 && (
        <ul className={styles.people}>
          {shown.map((person) => (
            <li key={person.id}>
              <label className={styles.person}>
                <input
                  type="radio"
                  name={`${id}-colleague`}
                  checked={colleague?.id === person.id}
                  onChange={() => onChange(person)}
                />
                <span aria-hidden="true">
                  <Avatar name={person.displayName} imageUrl={person.profilePic} sizePx={AVATAR_PX} />
                </span>
                {person.displayName}
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
