import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from './SearchPanel';
import styles from './GlobalSearch.module.css';

export interface GlobalSearchModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2 screen 6; loaded on first open, so the home page does not pay for it. */
export function GlobalSearchModal({ open, onOpenChange }: GlobalSearchModalProps) {
  const { t } = useTranslation('navigation', { keyPrefix: 'search' });
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
        >
          <Dialog.Title className="laurel-visually-hidden">{t('title')}</Dialog.Title>
          <SearchPanel inputRef={inputRef} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
