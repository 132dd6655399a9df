import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import { useDebouncedLookup } from '@laurel/shared/pickers';
import { SUBSCRIPTION_RECIPIENTS_MAX, type SubscriptionRecipient } from '@laurel/shared/contract';
import { searchPeople } from '../api/search-people';
import styles from './Subscriptions.module.css';

const SHOWN_MATCHES = 8;

interface RecipientsFieldProps {
  value: SubscriptionRecipient[];
  onChange: (recipients: SubscriptionRecipient[]) => void;
  error?: string;
  /** The search box, where the form sends focus when the recipients are refused. */
  inputRef?: (input: HTMLInputElement | null) => void;
}

/** The chosen recipients as removable chips, and a search that adds a colleague per match button. */
export function RecipientsField({ value, onChange, error, inputRef }: RecipientsFieldProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'subscriptions' });
  const ids = { input: useId(), hint: useId(), error: useId(), legend: useId() };
  const search = useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = useState('');
  const found = useDebouncedLookup(query, searchPeople);
  const chosen = new Set(value.map((recipient) => recipient.id));
  const matches = found?.state === 'done' ? found.items.filter((person) => !chosen.has(person.id)) : [];

  return (
    <fieldset className={styles.fieldset} aria-describedby={`${ids.hint} ${error ? ids.error : ''}`.trim()}>
      <legend id={ids.legend}>{t('form.recipients')}</legend>
      <p id={ids.hint} className={styles.hint}>
        {t('form.recipientsHint', { max: SUBSCRIPTION_RECIPIENTS_MAX })}
      </p>
      {value.length === 0 ? (
        <p className={styles.hint}>{t('form.noRecipients')}</p>
      ) : (
        <ul className={styles.chips} aria-labelledby={ids.legend}>
          {value.map((recipient) => (
            <li key={recipient.id} className={styles.chip}>
              <span>{recipient.displayName}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('form.remove', { name: recipient.displayName })}
                onClick={() => onChange(value.filter((other) => other.id !== recipient.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={ids.input}>{t('form.findRecipient')}</label>
      <input
        ref={(input) => {
          search.current = input;
          inputRef?.(input);
        }}
        id={ids.input}
        type="search"
        autoComplete="off"
        value={query}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      <div aria-live="polite">
        {found?.state === 'failed' && <p className={styles.hint}>{t('form.lookupFailed')}</p>}
        {found?.state === 'done' && matches.length === 0 && <p className={styles.hint}>{t('form.noMatch')}</p>}
        {matches.length > 0 && (
          <ul className={styles.matches}>
            {matches.slice(0, SHOWN_MATCHES).map((person) => (
              <li key={person.id}>
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() => {
                    onChange([...value, { id: person.id, displayName: person.displayName, email: person.email }]);
                    setQuery('');
                    // The match button goes with the query: the search box is where the next one is found.
                    search.current?.focus();
                  }}
                >
                  {t('form.add', { name: person.displayName })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={ids.error} error={error} />
    </fieldset>
  );
}
