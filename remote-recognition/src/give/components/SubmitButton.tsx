import { useTranslation } from 'react-i18next';
import { Tooltip } from '@laurel/shared/ui-kit';
import type { Draft } from '../../composer/draft';
import styles from './GiveRecognition.module.css';

export type SubmitVariant = 'give' | 'award' | 'comment';

interface SubmitButtonProps {
  variant: SubmitVariant;
  draft: Draft;
  submitting: boolean;
  onSubmit: () => void;
}

/** "Give +20"; with several recipients a tooltip says what each one gets (spec §9). */
export function SubmitButton({ variant, draft, submitting, onSubmit }: SubmitButtonProps) {
  const { t } = useTranslation('action_input');
  const label = submitting
    ? t('submit.sending')
    : draft.totalAmount > 0
      ? t(`submit.${variant}WithAmount`, { amount: draft.totalAmount })
      : t(`submit.${variant}`);
  const button = (
    <button
      type="button"
      className={styles.submit}
      aria-disabled={submitting}
      onClick={() => !submitting && onSubmit()}
    >
      {label}
    </button>
  );
  if (draft.recipientCount < 2 || draft.amount === null) return button;
  return (
    <Tooltip content={t('submit.perRecipient', { amount: draft.amount, count: draft.recipientCount })}>
      {button}
    </Tooltip>
  );
}
