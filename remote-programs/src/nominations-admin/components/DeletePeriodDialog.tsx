import { useTranslation } from 'react-i18next';
import { ModalDialog, ModalDialogClose, modalDialogStyles } from '@laurel/shared/ui-kit';

interface DeletePeriodDialogProps {
  period: { id: number; name: string; totalNominations: number } | null;
  onClose: () => void;
  onConfirm: (id: number) => void;
}

/** Deleting asks first: the period goes with every nomination made in it. */
export function DeletePeriodDialog({ period, onClose, onConfirm }: DeletePeriodDialogProps) {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  return (
    <ModalDialog
      open={period !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title', { name: period?.name ?? '' })}
      description={t('delete.body', { count: period?.totalNominations ?? 0 })}
      actions={
        <>
          <ModalDialogClose asChild>
            <button type="button">{t('delete.cancel')}</button>
          </ModalDialogClose>
          <button type="button" className={modalDialogStyles.primary} onClick={() => period && onConfirm(period.id)}>
            {t('delete.confirm')}
          </button>
        </>
      }
    >
      {null}
    </ModalDialog>
  );
}
