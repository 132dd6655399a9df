import { useTranslation } from 'react-i18next';
import { ModalDialog, ModalDialogClose, modalDialogStyles } from '@laurel/shared/ui-kit';
import type { AwardListItem } from '@laurel/shared/contract';

interface DeleteAwardDialogProps {
  award: AwardListItem | null;
  onClose: () => void;
  onConfirm: (award: AwardListItem) => void;
}

/** Deleting asks first: a deleted award cannot be given or brought back. */
export function DeleteAwardDialog({ award, onClose, onConfirm }: DeleteAwardDialogProps) {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  return (
    <ModalDialog
      open={award !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('list.delete.title', { name: award?.name ?? '' })}
      description={t('list.delete.body')}
      actions={
        <>
          <ModalDialogClose asChild>
            <button type="button">{t('list.delete.cancel')}</button>
          </ModalDialogClose>
          <button type="button" className={modalDialogStyles.primary} onClick={() => award && onConfirm(award)}>
            {t('list.delete.confirm')}
          </button>
        </>
      }
    >
      {null}
    </ModalDialog>
  );
}
