import type { PermissionSubject } from '../permissions/permission-subject';
import { hasPermission } from '../permissions/permission-table';

// Only what both the composer and the API read lives here: shared code reaches every page.

/** `POST /videos` (spec §7): multipart with the video's name, its file and a poster picture. */
export const VIDEO_FIELDS = { name: 'video[name]', file: 'video[file]', poster: 'video[poster]' } as const;
/** Spec §9: no attachment over 300 MB. */
export const VIDEO_MAX_BYTES = 300 * 1024 * 1024;
export const VIDEO_NAME_MAX_LENGTH = 200;
export const GIF_QUERY_MAX_LENGTH = 50;

/** The containers the server recognises by their bytes; a browser records webm, a phone films mp4. */
export type VideoType = 'video/webm' | 'video/mp4';

/** The answer of `POST /videos` (spec §3 "Video result"). */
export interface VideoUpload {
  id: number;
  name: string;
  /** Null when no poster came with the video. */
  video_poster_url: string | null;
  video_hd_url: string;
  video_sd_url: string;
  video_original_url: string;
}

/** One GIF of `GET /gifs`: a local catalogue searched by its title and tags. */
export interface GifResult {
  id: string;
  title: string;
  url: string;
  width: number;
  height: number;
}

/** The company switches of spec §3 that govern the attachment tools. */
export interface AttachmentSwitches {
  disable_image_uploads: boolean;
  disable_video_uploads: boolean;
  disable_video_recordings: boolean;
  disable_gifs: boolean;
}

export interface AttachmentTools {
  gif: boolean;
  image: boolean;
  videoUpload: boolean;
  videoRecording: boolean;
}

/** Spec §6: each tool by its company switch and permission; the composer shows, and the API allows, the same. */
export function attachmentToolsOf(subject: PermissionSubject, switches: AttachmentSwitches): AttachmentTools {
  const gives = hasPermission(subject, 'can-give-recognition');
  return {
    gif: gives && !switches.disable_gifs,
    image: gives && !switches.disable_image_uploads,
    videoUpload: gives && !switches.disable_video_uploads && hasPermission(subject, 'can-manage-video-uploads'),
    videoRecording: gives && !switches.disable_video_recordings && hasPermission(subject, 'can-record-video'),
  };
}
