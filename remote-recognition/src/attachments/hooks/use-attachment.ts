import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, showToast } from '@laurel/shared';
import type { BonusAttachment, GifResult } from '@laurel/shared/recognition';
import { postBonusImage } from '../api/post-bonus-image';
import { postVideo, type VideoToUpload } from '../api/post-video';
import { discardVideo } from '../api/discard-video';
import { isAbortError } from '../api/post-with-progress';
import { videoStorage } from '../video-storage';

export type AttachmentKind = 'image' | 'gif' | 'video';

/** Spec §4: none, then loading, then present. */
export type AttachmentState =
  | { status: 'none' }
  | { status: 'loading'; kind: AttachmentKind; progress: number | null }
  | { status: 'present'; kind: AttachmentKind; attachment: BonusAttachment };

const NONE: AttachmentState = { status: 'none' };

const clearStoredVideo = () => videoStorage().then((storage) => storage.clear());

/**
 * The composer's one attachment: uploads a picture or a video (with progress, cancellable), attaches a
 * GIF, and on removal cancels the upload, deletes the locally stored recording and discards an uploaded
 * video. A video neither given nor removed is discarded when the composer goes away.
 */
export function useAttachment() {
  const { t } = useTranslation('action_input');
  const [state, setState] = useState<AttachmentState>(NONE);
  const upload = useRef<AbortController | null>(null);
  const current = useRef<AttachmentState>(NONE);
  const given = useRef(false);
  const set = (next: AttachmentState) => {
    current.current = next;
    setState(next);
  };

  const cancelUpload = () => {
    upload.current?.abort();
    upload.current = null;
  };

  function forget(previous: AttachmentState) {
    cancelUpload();
    if (previous.status === 'loading' && previous.kind === 'video') void clearStoredVideo();
    if (previous.status === 'present' && previous.kind === 'video') {
      void clearStoredVideo();
      if (previous.attachment.video_id !== undefined) void discardVideo(previous.attachment.video_id);
    }
  }

  function remove() {
    forget(current.current);
    set(NONE);
  }

  function attachGif(gif: GifResult) {
    forget(current.current);
    set({ status: 'present', kind: 'gif', attachment: { category: 'social', url: gif.url, alt_text: gif.title } });
  }

  async function attachImage(file: File) {
    forget(current.current);
    const loading: AttachmentState = { status: 'loading', kind: 'image', progress: null };
    set(loading);
    try {
      const { image_path } = await postBonusImage(file);
      if (current.current !== loading) return;
      set({
        status: 'present',
        kind: 'image',
        attachment: { category: 'image', url: image_path, alt_text: t('attachments.imageAlt') },
      });
    } catch {
      if (current.current !== loading) return;
      set(NONE);
      showToast(t('bonus_input.image.upload_error'), 'error');
    }
  }

  async function attachVideo(video: VideoToUpload) {
    forget(current.current);
    const controller = new AbortController();
    upload.current = controller;
    let loading: AttachmentState = { status: 'loading', kind: 'video', progress: 0 };
    set(loading);
    try {
      const result = await postVideo(video, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (current.current !== loading) return;
          loading = { status: 'loading', kind: 'video', progress };
          set(loading);
        },
      });
      if (current.current !== loading) return void discardVideo(result.id);
      upload.current = null;
      set({
        status: 'present',
        kind: 'video',
        attachment: {
          category: 'video',
          url: result.video_original_url,
          alt_text: result.name || t('attachments.videoName'),
          video_id: result.id,
          ...(result.video_poster_url && { video_poster_url: result.video_poster_url }),
        },
      });
    } catch (error) {
      if (upload.current === controller) upload.current = null;
      if (current.current === loading) set(NONE);
      if (isAbortError(error)) showToast(t('bonus_input.video.cancel_error'), 'info');
      else {
        // Spec §8: the server's error or message, else 'Attachment failed.'.
        const message = apiErrorMessage(t, error, { fallback: t('bonus_input.video.failed') });
        showToast(t('bonus_input.video.upload_error', { message }), 'error');
      }
    }
  }

  // Leaving the composer without giving discards the video it uploaded.
  useEffect(
    () => () => {
      if (!given.current) forget(current.current);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on unmount only
    [],
  );

  return {
    state,
    attachments: state.status === 'present' ? [state.attachment] : [],
    loading: state.status === 'loading',
    hasVideo: state.status !== 'none' && state.kind === 'video',
    attachGif,
    attachImage,
    attachVideo,
    cancelUpload,
    remove,
    /** The recognition was given: its video is its own now, and the local copy is no longer needed. */
    markGiven: () => {
      given.current = true;
      void clearStoredVideo();
    },
  };
}

export type AttachmentController = ReturnType<typeof useAttachment>;
