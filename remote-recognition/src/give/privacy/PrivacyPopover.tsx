import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Popover from '@radix-ui/react-popover';
import { BONUS_PRIVACIES, type BonusPrivacy } from '@laurel/shared/recognition';
import { Tooltip } from '@laurel/shared/ui-kit';
import styles from './PrivacyPopover.module.css';

interface PrivacyPopoverProps {
  value: BonusPrivacy;
  /** Why the privacy cannot be changed (an add-on keeps its parent's); the button is then disabled with this tooltip. */
  lockedReason?: string;
  onOpen: () => void;
  onChange: (privacy: BonusPrivacy) => void;
}

/**
 * Spec §2 privacy popover: who will see the recognition, each choice with what it means. Opening it
 * counts as starting a draft (spec §4). Radix keeps focus, Escape and outside clicks right inside the modal.
 */
export function PrivacyPopover({ value, lockedReason, onOpen, onChange }: PrivacyPopoverProps) {
  const { t } = useTranslation('action_input');
  const [open, setOpen] = useState(false);
  const label = t('privacy.button', { privacy: t(`privacy.${value}`) });

  if (lockedReason) {
    return (
      <Tooltip content={lockedReason}>
        <button type="button" className={styles.trigger} aria-disabled="true">
          {label}
        </button>
      </Tooltip>
    );
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpen();
        setOpen(next);
      }}
    >
      <Popover.Trigger className={styles.trigger}>
        {label}
        <span aria-hidden="true">▾</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          aria-label={t('privacy.options')}
          side="top"
          align="end"
          sideOffset={6}
          collisionPadding={8}
        >
          <p className={styles.heading} aria-hidden="true">
            {t('privacy.options')}
          </p>
          {BONUS_PRIVACIES.map((privacy) => (
            <button
              key={privacy}
              type="button"
              className={styles.option}
              aria-pressed={privacy === value}
              onClick={() => {
                onChange(privacy);
                setOpen(false);
              }}
            >
              <span className={styles.optionName}>{t(`privacy.${privacy}`)}</span>
              <span className={styles.optionDescription}>{t(`privacy.description.${privacy}`)}</span>
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
