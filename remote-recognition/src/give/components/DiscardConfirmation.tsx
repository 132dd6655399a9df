import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './GiveRecognition.module.css';

interface DiscardConfirmationProps {
  onKeep: () => void;
  onDiscard: () => void;
}

/** Closing an altered draft asks first; the draft stays untouched behind it. */
export function DiscardConfirmation({ onKeep, onDiscard }: DiscardConfirmationProps) {
  const { t } = useTranslation('action_input');
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <section role="alertdialog" aria-labelledby="discard-heading" className={styles.confirm}>
      <h3 id="discard-heading">{t('discard.title')}</h3>
      <p>{t('discard.body')}</p>
      <div className={styles.confirmActions}>
        <button ref={keep} type="button" className={styles.confirmButton} onClick={onKeep}>
          {t('discard.keep')}
        </button>
        <button type="button" className={styles.confirmPrimary} onClick={onDiscard}>
          {t('discard.discard')}
        </button>
      </div>
    </section>
  );
}
