import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styles from './ModalDialog.module.css';

interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the foot; mark the main one with `className={modalDialogStyles.primary}`. */
  actions?: ReactNode;
  widthPx?: number;
  /** Extra class on the content, e.g. to go full-screen on small screens. */
  className?: string;
  /** Called before Escape closes the dialog; `event.preventDefault()` keeps it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** Called before a click or focus outside closes the dialog; `event.preventDefault()` keeps it open. */
  onInteractOutside?: (event: Event) => void;
  /** Called when the dialog closes, before the focus goes back to a Radix trigger; `event.preventDefault()` keeps it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The house modal: Radix's focus trap, Escape and labelling, with one look for every app. */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  widthPx = 520,
  className,
  onEscapeKeyDown,
  onInteractOutside,
  onCloseAutoFocus,
}: ModalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={className ? `${styles.content} ${className}` : styles.content}
          style={{ width: `min(${widthPx}px, calc(100vw - 32px))` }}
          onEscapeKeyDown={onEscapeKeyDown}
          onInteractOutside={onInteractOutside}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export { Close as ModalDialogClose } from '@radix-ui/react-dialog';
export { default as modalDialogStyles } from './ModalDialog.module.css';
