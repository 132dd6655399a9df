import { useTranslation } from 'react-i18next';
import { ModalDialog, ModalDialogClose, modalDialogStyles } from '@laurel/shared/ui-kit';

/** What is about to go: one subscription (by its report's name) or all of them. */
export type PendingDelete = { kind: 'one'; id: number; report: string } | { kind: 'all'; count: number };

interface ConfirmDeleteDialogProps {
  pending: PendingDelete | null;
  onClose: () => void;
  onConfirm: (pending: PendingDelete) => void;
}

/** Deleting asks first: the recipients stop getting the report, and nothing brings it back. */
export function ConfirmDeleteDialog({ pending, onClose, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'subscriptions' });
  const all = pending?.kind === 'all';
  return (
    <ModalDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        all
          ? t('confirm.deleteAllTitle', { count: pending.count })
          : t('confirm.deleteTitle', { report: pending?.kind === 'one' ? pending.report : '' })
      }
      description={all ? t('confirm.deleteAllBody') : t('confirm.deleteBody')}
      actions={
        <>
          <ModalDialogClose asChild>
            <button type="button">{t('confirm.cancel')}</button>
          </ModalDialogClose>
          <button type="button" className={modalDialogStyles.primary} onClick={() => pending && onConfirm(pending)}>
            {all ? t('confirm.confirmAll') : t('confirm.confirm')}
          </button>
        </>
      }
    >
      {null}
    </ModalDialog>
  );
}
