import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_MESSAGE_MAX_LENGTH } from '@laurel/shared/contract';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import type { FieldProblems, RedemptionDraft } from '../redemption-form';
import { useProblemText } from '../hooks/use-problem-text';
import styles from './Reward.module.css';

interface GiftFieldsProps {
  draft: RedemptionDraft;
  problems: FieldProblems;
  onChange: (change: Partial<RedemptionDraft>) => void;
}

/** Send a giftable reward to someone else: their e-mail address and an optional message. */
export function GiftFields({ draft, problems, onChange }: GiftFieldsProps) {
  const { t } = useTranslation('rewards');
  const problemText = useProblemText();
  const id = useId();
  const emailError = problemText('gifteeEmail', problems.gifteeEmail);
  const messageError = problemText('giftMessage', problems.giftMessage);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('redeem.gift.legend')}</legend>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={draft.asGift}
          onChange={(event) => onChange({ asGift: event.target.checked })}
        />
        {t('redeem.gift.asGift')}
      </label>
      {draft.asGift && (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>{t('redeem.gift.email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              className={styles.input}
              value={draft.gifteeEmail}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              onChange={(event) => onChange({ gifteeEmail: event.target.value })}
            />
            <FieldError id={`${id}-email-error`} error={emailError} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-message`}>{t('redeem.gift.message')}</label>
            <textarea
              id={`${id}-message`}
              className={styles.textarea}
              rows={3}
              value={draft.giftMessage}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={`${id}-counter${messageError ? ` ${id}-message-error` : ''}`}
              onChange={(event) => onChange({ giftMessage: event.target.value })}
            />
            <TextCounter id={`${id}-counter`} count={draft.giftMessage.trim().length} max={GIFT_MESSAGE_MAX_LENGTH} />
            <FieldError id={`${id}-message-error`} error={messageError} />
          </div>
        </>
      )}
    </fieldset>
  );
}
