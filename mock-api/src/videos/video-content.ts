import type { VideoType } from '@laurel/shared/contract';

/** How many first bytes decide a video's type. */
export const VIDEO_SIGNATURE_BYTES = 12;

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const FTYP = [0x66, 0x74, 0x79, 0x70];

/**
 * The video type the first bytes say: a WebM (Matroska's EBML header) or an MP4 (an ISO `ftyp` box,
 * QuickTime's too); never the name's or the sender's word.
 */
export function videoTypeOf(head: Uint8Array): { type: VideoType; extension: string } | null {
  if (EBML.every((byte, index) => head[index] === byte)) return { type: 'video/webm', extension: 'webm' };
  if (FTYP.every((byte, index) => head[index + 4] === byte)) return { type: 'video/mp4', extension: 'mp4' };
  return null;
}
