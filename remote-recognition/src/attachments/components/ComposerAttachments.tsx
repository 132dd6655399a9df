import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { dropTextOf, firstAllowedFile, uploadKindsOf } from '../attachment-files';
import type { ComposerAttachmentsController } from '../hooks/use-composer-attachments';
import { AttachmentAnnouncement } from './AttachmentAnnouncement';
import { AttachmentPreview } from './AttachmentPreview';
import { ConfirmAttachmentDialog } from './ConfirmAttachmentDialog';
import styles from './Attachments.module.css';

// The picker and the recorder load when their tool is first used, not with the modal.
const GifPicker = lazy(() => import('./GifPicker').then((module) => ({ default: module.GifPicker })));
const VideoRecorder = lazy(() => import('./VideoRecorder').then((module) => ({ default: module.VideoRecorder })));

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

interface ComposerAttachmentsProps {
  controller: ComposerAttachmentsController;
  /** The area files may be dropped onto (spec §2: the modal). */
  dropTarget: RefObject<HTMLElement | null>;
}

/** The attachment's preview, the drop overlay and the attachment dialogs of the give form. */
export function ComposerAttachments({ controller, dropTarget }: ComposerAttachmentsProps) {
  const { t } = useTranslation('action_input');
  const { attachment, dialog, tools } = controller;
  const kinds = uploadKindsOf(tools);
  const dropText = dropTextOf(kinds);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const target = dropTarget.current;
    if (!target || !dropText) return;
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const over = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    // Dropped text is the editor's to handle; only files are taken here (spec §5).
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const file = firstAllowedFile([...(event.dataTransfer?.files ?? [])], kinds);
      if (file) controller.chooseFile(file, kinds);
    };
    target.addEventListener('dragenter', enter);
    target.addEventListener('dragover', over);
    target.addEventListener('dragleave', leave);
    target.addEventListener('drop', drop);
    return () => {
      target.removeEventListener('dragenter', enter);
      target.removeEventListener('dragover', over);
      target.removeEventListener('dragleave', leave);
      target.removeEventListener('drop', drop);
    };
  });

  return (
    <>
      {dragging && dropText && (
        <div className={styles.overlay} aria-hidden="true">
          {t(`attachments.drop.${dropText}`)}
        </div>
      )}
      <AttachmentAnnouncement state={attachment.state} />
      <AttachmentPreview
        state={attachment.state}
        onRemove={controller.requestRemove}
        onCancel={attachment.cancelUpload}
      />
      <Suspense fallback={null}>
        {dialog === 'gif' && <GifPicker onPick={controller.pickGif} onClose={controller.closeDialog} />}
        {dialog === 'record' && (
          <VideoRecorder
            onUse={controller.takeRecording}
            onKeep={controller.keepRecording}
            onClose={controller.closeDialog}
          />
        )}
      </Suspense>
      {(dialog === 'replace' || dialog === 'delete') && (
        <ConfirmAttachmentDialog
          kind={dialog}
          onConfirm={dialog === 'replace' ? controller.confirmReplace : controller.confirmDelete}
          onKeep={controller.closeDialog}
        />
      )}
    </>
  );
}
