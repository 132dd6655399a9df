import { useTranslation } from 'react-i18next';
import { ModalDialog, ModalDialogClose, modalDialogStyles } from '@laurel/shared/ui-kit';
import type { Celebration } from '@laurel/shared/contract';

interface ResetCelebrationDialogProps {
  celebration: Celebration | null;
  onClose: () => void;
  onConfirm: (celebration: Celebration) => void;
}

/** Resetting asks first: the admin's settings of the celebration are not kept. */
export function ResetCelebrationDialog({ celebration, onClose, onConfirm }: ResetCelebrationDialogProps) {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  return (
    <ModalDialog
      open={celebration !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('list.reset.title', { name: celebration?.name ?? '' })}
      description={t('list.reset.body')}
      actions={
        <>
          <ModalDialogClose asChild>
            <button type="button">{t('list.reset.cancel')}</button>
          </ModalDialogClose>
          <button
            type="button"
            className={modalDialogStyles.primary}
            onClick={() => celebration && onConfirm(celebration)}
          >
            {t('list.reset.confirm')}
          </button>
        </>
      }
    >
      {null}
    </ModalDialog>
  );
}
