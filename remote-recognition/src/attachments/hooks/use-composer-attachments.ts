import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@laurel/shared';
import type { GifResult, RecognitionSettings } from '@laurel/shared/recognition';
import { ATTACHMENT_MAX_MEGABYTES, fileKindOf, isTooLarge, uploadKindsOf, type FileKind } from '../attachment-files';
import { capturePoster } from '../video-poster';
import { videoStorage } from '../video-storage';
import { useAttachment } from './use-attachment';
import { useAttachmentTools } from './use-attachment-tools';

export type AttachmentDialog = 'gif' | 'record' | 'replace' | 'delete' | null;

export interface Recording {
  video: Blob;
  poster: Blob | null;
}

/**
 * The attachment tools of the give form: which show, what they attach, and the confirmations on the way
 * (spec §4: replacing a video asks first; §2: deleting one has its dialog).
 */
export function useComposerAttachments(settings: RecognitionSettings, onUsed: () => void, startRecording = false) {
  const { t } = useTranslation('action_input');
  const attachment = useAttachment();
  const tools = useAttachmentTools(settings);
  const [dialog, setDialog] = useState<AttachmentDialog>(startRecording && tools.videoRecording ? 'record' : null);
  const [pending, setPending] = useState<(() => void) | null>(null);

  /** Runs `attach` at once, or after the person agrees to replace their video. */
  const replacing = (attach: () => void) => {
    onUsed();
    if (!attachment.hasVideo) return attach();
    setPending(() => attach);
    setDialog('replace');
  };

  const uploadVideo = (file: Blob, fileName: string, poster: Blob | null) =>
    attachment.attachVideo({ name: t('attachments.videoName'), file, fileName, poster });

  /** A chosen or dropped file: refused over 300 MB, else a video or a picture by its type (spec §5). */
  function chooseFile(file: File, allowed: ReadonlySet<FileKind> = uploadKindsOf(tools)) {
    const kind = fileKindOf(file);
    if (!kind || !allowed.has(kind)) return;
    if (isTooLarge(file)) {
      showToast(t('bonus_input.validation.file_size', { max: ATTACHMENT_MAX_MEGABYTES }), 'error');
      return;
    }
    replacing(() => {
      if (kind === 'image') return void attachment.attachImage(file);
      void capturePoster(file).then((poster) => uploadVideo(file, file.name, poster));
    });
  }

  return {
    attachment,
    tools,
    dialog,
    chooseFile,
    openGifPicker: () => setDialog('gif'),
    openRecorder: () => setDialog('record'),
    closeDialog: () => {
      setPending(null);
      setDialog(null);
    },
    pickGif: (gif: GifResult) => {
      setDialog(null);
      replacing(() => attachment.attachGif(gif));
    },
    takeRecording: ({ video, poster }: Recording) => {
      setDialog(null);
      replacing(() => void uploadVideo(video, 'recording.webm', poster));
    },
    confirmReplace: () => {
      setDialog(null);
      pending?.();
      setPending(null);
    },
    /** Removing a video asks first; anything else goes at once. */
    requestRemove: () =>
      attachment.hasVideo && attachment.state.status === 'present' ? setDialog('delete') : attachment.remove(),
    confirmDelete: () => {
      setDialog(null);
      attachment.remove();
    },
    keepRecording: (recording: Recording) =>
      videoStorage().then(async (storage) => {
        await storage.save('video', recording.video);
        if (recording.poster) await storage.save('poster', recording.poster);
      }),
  };
}

export type ComposerAttachmentsController = ReturnType<typeof useComposerAttachments>;
