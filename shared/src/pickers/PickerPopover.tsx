import { useId, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import styles from './pickers.module.css';

interface PickerPopoverProps {
  label: string;
  valueText: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}

/** The trigger showing the range and the popover around a calendar, with Clear, Cancel and Apply. */
export function PickerPopover({
  label,
  valueText,
  open,
  onOpenChange,
  onApply,
  onClear,
  children,
}: PickerPopoverProps) {
  const { t } = useTranslation('components');
  const labelId = useId();
  const valueId = useId();
  return (
    <div className={styles.picker}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger className={styles.trigger} aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId}>{valueText}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={styles.popover}
            aria-label={label}
            align="start"
            sideOffset={4}
            // The calendar puts focus on its current cell itself.
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            {children}
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={onClear}>
                {t('pickers.clear')}
              </button>
              <Popover.Close className={styles.secondary}>{t('pickers.cancel')}</Popover.Close>
              <button type="button" className={styles.primary} onClick={onApply}>
                {t('pickers.apply')}
              </button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
