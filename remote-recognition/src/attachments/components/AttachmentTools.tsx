import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, type FileKind } from '../attachment-files';
import type { ComposerAttachmentsController } from '../hooks/use-composer-attachments';
import styles from './Attachments.module.css';

/** The toolbar's attachment buttons, each shown only when its switch and permission allow (spec §6). */
export function AttachmentTools({ controller }: { controller: ComposerAttachmentsController }) {
  const { t } = useTranslation('action_input');
  const { tools } = controller;
  const inputs = { image: useRef<HTMLInputElement>(null), video: useRef<HTMLInputElement>(null) };
  const fileInput = (kind: FileKind) => (
    <input
      ref={inputs[kind]}
      type="file"
      accept={acceptOf(kind)}
      hidden
      data-attachment-input={kind}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) controller.chooseFile(file, new Set([kind]));
      }}
    />
  );
  return (
    <>
      {tools.gif && (
        <button type="button" className={styles.tool} onClick={controller.openGifPicker}>
          {t('attachments.tools.gif')}
        </button>
      )}
      {tools.image && (
        <button type="button" className={styles.tool} onClick={() => inputs.image.current?.click()}>
          {t('attachments.tools.image')}
        </button>
      )}
      {tools.image && fileInput('image')}
      {tools.videoUpload && (
        <button type="button" className={styles.tool} onClick={() => inputs.video.current?.click()}>
          {t('attachments.tools.video')}
        </button>
      )}
      {tools.videoUpload && fileInput('video')}
      {tools.videoRecording && (
        <button type="button" className={styles.tool} onClick={controller.openRecorder}>
          {t('attachments.tools.record')}
        </button>
      )}
    </>
  );
}
