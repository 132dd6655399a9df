import { useTranslation } from 'react-i18next';
import { ModalDialog, ModalDialogClose, modalDialogStyles } from '@laurel/shared/ui-kit';
import type { IncentiveListItem } from '@laurel/shared/contract';

interface DeleteIncentiveDialogProps {
  incentive: IncentiveListItem | null;
  onClose: () => void;
  onConfirm: (incentive: IncentiveListItem) => void;
}

/** Deleting asks first: a deleted incentive cannot be claimed or brought back. */
export function DeleteIncentiveDialog({ incentive, onClose, onConfirm }: DeleteIncentiveDialogProps) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  return (
    <ModalDialog
      open={incentive !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('list.delete.title', { name: incentive?.name ?? '' })}
      description={t('list.delete.body')}
      actions={
        <>
          <ModalDialogClose asChild>
            <button type="button">{t('list.delete.cancel')}</button>
          </ModalDialogClose>
          <button type="button" className={modalDialogStyles.primary} onClick={() => incentive && onConfirm(incentive)}>
            {t('list.delete.confirm')}
          </button>
        </>
      }
    >
      {null}
    </ModalDialog>
  );
}
