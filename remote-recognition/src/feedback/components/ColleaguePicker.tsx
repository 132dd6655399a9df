import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackPerson } from '@laurel/shared/contract';
import { useDebouncedLookup } from '@laurel/shared/pickers';
import { Avatar, FieldError } from '@laurel/shared/ui-kit';
import { searchColleagues } from '../api/feedback-api';
import styles from './Feedback.module.css';

const AVATAR_PX = 24;

interface ColleaguePickerProps {
  id: string;
  legend: string;
  colleague: FeedbackPerson | null;
  error?: string;
  onChange: (colleague: FeedbackPerson) => void;
}

/**
 * Find a colleague by name, then choose them: the matches are radio buttons (arrow keys move between them).
 * Only the answer to the words as typed now is listed, so the radios do not change under a reader who tabs on.
 */
export function ColleaguePicker({ id, legend, colleague, error, onChange }: ColleaguePickerProps) {
  const { t } = useTranslation('feedback');
  const [search, setSearch] = useState('');
  const found = useDebouncedLookup(search, searchColleagues);
  const matches = found?.state === 'done' ? found.items : [];
  const shown = [...(colleague ? [colleague] : []), ...matches.filter((person) => person.id !== colleague?.id)];
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
      {found?.state === 'failed' && <p className={styles.problem}>{t('colleague.searchFailed')}</p>}
      {found?.state === 'done' && matches.length === 0 && <p className={styles.muted}>{t('colleague.none')}</p>}
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
