import { useTranslation } from 'react-i18next';
import { ModalDialog, ModalDialogClose, modalDialogStyles } from '@laurel/shared/ui-kit';

export interface PendingChange {
  title: string;
  description: string;
  confirm: string;
  run: () => void;
}

/** A change that cannot be undone asks first: disconnecting, deleting, replacing a secret. */
export function ConfirmChange({ pending, onClose }: { pending: PendingChange | null; onClose: () => void }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  return (
    <ModalDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={pending?.title ?? ''}
      description={pending?.description ?? ''}
      actions={
        <>
          <ModalDialogClose asChild>
            <button type="button">{t('cancel')}</button>
          </ModalDialogClose>
          <button
            type="button"
            className={modalDialogStyles.primary}
            onClick={() => {
              pending?.run();
              onClose();
            }}
          >
            {pending?.confirm}
          </button>
        </>
      }
    >
      {null}
    </ModalDialog>
  );
}
