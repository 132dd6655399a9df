import { useTranslation } from 'react-i18next';
import { Avatar } from '@laurel/shared/ui-kit';
import type { SuggestionKind } from '../suggestion-kinds';
import { optionKey, type SuggestionOption, type SuggestionStatus } from '../suggestion-options';
import styles from './SuggestionPopup.module.css';

interface SuggestionPopupProps {
  id: string;
  kind: SuggestionKind;
  status: SuggestionStatus;
  options: readonly SuggestionOption[];
  highlighted: number;
  position: { top: number; left: number };
  onPick: (option: SuggestionOption) => void;
}

export const optionId = (popupId: string, index: number) => `${popupId}-option-${index}`;

function OptionContent({ option }: { option: SuggestionOption }) {
  const { t } = useTranslation('action_input');
  switch (option.kind) {
    case 'amount':
      return <span className={styles.primary}>+{option.amount}</span>;
    case 'hashtag':
      return (
        <>
          <span className={styles.primary}>#{option.hashtag}</span>
          {option.description && <span className={styles.secondary}>{option.description}</span>}
        </>
      );
    case 'emoji':
      return (
        <>
          <span aria-hidden="true">{option.emoji}</span>
          <span className={styles.primary}>:{option.shortcode}:</span>
        </>
      );
    default: {
      const { recipient } = option;
      const members = recipient.group_user_ids?.length ?? 0;
      return (
        <>
          <span aria-hidden="true">
            <Avatar name={recipient.display_name} imageUrl={recipient.profile_pic_url ?? null} sizePx={24} />
          </span>
          <span className={styles.primary}>{recipient.display_name}</span>
          <span className={styles.secondary}>
            {recipient.group_type ? t('popup.groupMembers', { count: members }) : (recipient.department ?? '')}
          </span>
        </>
      );
    }
  }
}

/** The listbox under a trigger token; the editor keeps focus and drives it with the keyboard. */
export function SuggestionPopup({ id, kind, status, options, highlighted, position, onPick }: SuggestionPopupProps) {
  const { t } = useTranslation('action_input');
  const message =
    status === 'loading'
      ? t('popup.loading')
      : status === 'slow'
        ? t('popup.slow')
        : status === 'error'
          ? t('popup.error')
          : options.length === 0
            ? t('popup.empty')
            : null;
  return (
    <div className={styles.popup} style={position} data-suggestion-kind={kind}>
      {message && (
        <p className={styles.message} role="status">
          {message}
        </p>
      )}
      <ul id={id} role="listbox" aria-label={t(`popup.label.${kind}`)} className={styles.list}>
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === highlighted}
            className={styles.option}
            // Keeps the caret in the editor: the pick happens without a blur.
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(option);
            }}
          >
            <OptionContent option={option} />
          </li>
        ))}
      </ul>
    </div>
  );
}
