import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Popover from '@radix-ui/react-popover';
import type { BonusView } from '@laurel/shared/recognition';
import { hasReacted } from '../bonus-engagement';
import { QUICK_REACTIONS } from '../feed-constants';
import styles from './RecognitionCard.module.css';

export interface ReactionPickerProps {
  bonus: BonusView;
  onPick: (emoji: string) => void;
}

/**
 * A button that shows a few common emoji to react with, mounted open: ReactionPicker loads it on the
 * first click. Radix keeps focus, Escape and outside clicks right, also inside the recognition dialog
 * (Escape closes the picker, not the dialog).
 */
export default function ReactionPickerPopover({ bonus, onPick }: ReactionPickerProps) {
  const { t } = useTranslation('recognition');
  const [open, setOpen] = useState(true);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.chip}>
        <span aria-hidden="true">☺+</span>
        <span className="laurel-visually-hidden">{t('reactions.add')}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          role="group"
          aria-label={t('reactions.pick')}
          className={styles.pickerPanel}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
        >
          {QUICK_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className={styles.pickerEmoji}
              aria-pressed={hasReacted(bonus, emoji)}
              aria-label={t('reactions.reactWith', { emoji })}
              onClick={() => {
                setOpen(false);
                onPick(emoji);
              }}
            >
              {emoji}
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
