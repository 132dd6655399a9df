import type { ReactNode, RefObject } from 'react';
import { ModalDialog, ModalDialogClose, modalDialogStyles } from '@laurel/shared/ui-kit';

interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The button that asked: it has the focus again once the dialog closes (Radix returns it only to its own trigger). */
  opener: RefObject<HTMLElement | null>;
}

/** Asks before a step that cannot be taken back; on Cancel, Escape or the answer the focus goes back to `opener`. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  body,
  confirmLabel,
  cancelLabel,
  opener,
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
      title={title}
      description={body}
      actions={
        <>
          <ModalDialogClose asChild>
            <button type="button">{cancelLabel}</button>
          </ModalDialogClose>
          <button type="button" className={modalDialogStyles.primary} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {null}
    </ModalDialog>
  );
}
