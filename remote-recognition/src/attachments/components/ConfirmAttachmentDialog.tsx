import { useTranslation } from 'react-i18next';
import { ModalDialog, modalDialogStyles } from '@laurel/shared/ui-kit';

interface ConfirmAttachmentDialogProps {
  /** `replace`: another attachment takes the video's place; `delete`: the video is removed (spec §2, §4). */
  kind: 'replace' | 'delete';
  onConfirm: () => void;
  onKeep: () => void;
}

export function ConfirmAttachmentDialog({ kind, onConfirm, onKeep }: ConfirmAttachmentDialogProps) {
  const { t } = useTranslation('action_input');
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onKeep()}
      title={t(`attachments.${kind}.title`)}
      description={t(`attachments.${kind}.body`)}
      widthPx={420}
      actions={
        <>
          <button type="button" onClick={onKeep}>
            {t(`attachments.${kind}.keep`)}
          </button>
          <button type="button" className={modalDialogStyles.primary} onClick={onConfirm}>
            {t(`attachments.${kind}.confirm`)}
          </button>
        </>
      }
    >
      {null}
    </ModalDialog>
  );
}
