import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactionPickerProps } from './ReactionPickerPopover';
import styles from './RecognitionCard.module.css';

const loadPopover = () => import('./ReactionPickerPopover');
const ReactionPickerPopover = lazy(loadPopover);

/**
 * The add-reaction button. Until its first click it is a plain button, so the popover's code (Radix
 * popover, focus trap, scroll lock: ~7 KiB compressed) stays off the feed's first paint; hovering or
 * focusing it starts the download, and the click mounts the picker open.
 */
export function ReactionPicker({ bonus, onPick }: ReactionPickerProps) {
  const { t } = useTranslation('recognition');
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <button
      type="button"
      className={styles.chip}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setWanted(true)}
    >
      <span aria-hidden="true">☺+</span>
      <span className="laurel-visually-hidden">{t('reactions.add')}</span>
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ReactionPickerPopover bonus={bonus} onPick={onPick} />
    </Suspense>
  );
}
