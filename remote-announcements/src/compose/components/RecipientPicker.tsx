import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@laurel/shared/ui-kit';
import type { RecipientResult } from '@laurel/shared/recognition';
import { recipientOf, type AnnouncementRecipient } from '../announcement-recipient';
import { useRecipientSearch } from '../hooks/use-recipient-search';
import styles from './AnnouncementForm.module.css';

interface RecipientPickerProps {
  id: string;
  selfId: number;
  value: AnnouncementRecipient[];
  describedBy?: string;
  invalid: boolean;
  onChange: (recipients: AnnouncementRecipient[]) => void;
}

/** People and groups as chips and a search box; a group stays one recipient (no expanding here, recognition §5). */
export function RecipientPicker({ id, selfId, value, describedBy, invalid, onChange }: RecipientPickerProps) {
  const { t } = useTranslation('announcements');
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const chosenKeys = useMemo(() => new Set(value.map((recipient) => recipient.key)), [value]);
  const search = useRecipientSearch(query, selfId, chosenKeys);
  const showing = open && search.status !== 'idle';
  const active = Math.min(highlighted, Math.max(0, search.options.length - 1));

  const pick = (result: RecipientResult) => {
    onChange([...value, recipientOf(result)]);
    setQuery('');
    setHighlighted(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = search.options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count > 0) setHighlighted((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && showing && search.options[active]) {
      event.preventDefault();
      pick(search.options[active]);
    } else if (event.key === 'Escape' && showing) {
      // Closes the list, not the modal.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const message = {
    idle: null,
    loading: t('form.recipients.loading'),
    slow: t('form.recipients.slow'),
    error: t('form.recipients.error'),
    ready: search.options.length === 0 ? t('form.recipients.empty') : null,
  }[search.status];

  return (
    <div className={styles.picker}>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t('form.recipients.chosen')}>
          {value.map((recipient) => (
            <li key={recipient.key} className={styles.chip}>
              <span>
                {recipient.type === 'group'
                  ? t('form.recipients.group', { name: recipient.displayName, count: recipient.userIds.length })
                  : recipient.displayName}
              </span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('form.recipients.remove', { name: recipient.displayName })}
                onClick={() => onChange(value.filter((other) => other.key !== recipient.key))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={listId}
        aria-activedescendant={showing && search.options.length > 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        placeholder={t('form.recipients.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setHighlighted(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div className={styles.popup} hidden={!showing}>
        {message && (
          <p className={styles.popupMessage} role="status">
            {message}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label={t('form.recipients.options')} className={styles.options}>
          {search.options.map((option, index) => (
            <li
              key={`${option.group_type ? 'group' : 'user'}:${option.id}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Picks without a blur, so the search box keeps the focus.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              <span aria-hidden="true">
                <Avatar name={option.display_name} imageUrl={option.profile_pic_url ?? null} sizePx={24} />
              </span>
              <span>{option.display_name}</span>
              <span className={styles.muted}>
                {option.group_type
                  ? t('form.recipients.groupMembers', { count: option.group_user_ids?.length ?? 0 })
                  : (option.department ?? '')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
