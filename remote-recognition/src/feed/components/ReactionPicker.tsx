import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusView } from '@laurel/shared/recognition';
import { hasReacted } from '../bonus-engagement';
import { QUICK_REACTIONS } from '../feed-constants';
import styles from './RecognitionCard.module.css';

interface ReactionPickerProps {
  bonus: BonusView;
  onPick: (emoji: string) => void;
}

/** A button that shows a few common emoji to react with; Escape or a click elsewhere closes it. */
export function ReactionPicker({ bonus, onPick }: ReactionPickerProps) {
  const { t } = useTranslation('recognition');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const pick = (emoji: string) => {
    setOpen(false);
    triggerRef.current?.focus();
    onPick(emoji);
  };

  return (
    <div ref={rootRef} className={styles.picker}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.chip}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☺+</span>
        <span className="laurel-visually-hidden">{t('reactions.add')}</span>
      </button>
      {open && (
        <div id={panelId} role="group" aria-label={t('reactions.pick')} className={styles.pickerPanel}>
          {QUICK_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className={styles.pickerEmoji}
              aria-pressed={hasReacted(bonus, emoji)}
              aria-label={t('reactions.reactWith', { emoji })}
              onClick={() => pick(emoji)}
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
