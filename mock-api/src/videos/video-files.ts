import { open } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import { isCompanyMember } from '../uploads/company-member';
import { sendError } from '../http/send-error';
import { imageTypeOf } from '../uploads/image-content';
import { VIDEO_SIGNATURE_BYTES, videoTypeOf } from './video-content';

export const VIDEO_FILES_PATH = '/uploads/videos';
const STORED_NAME = /^\/(\d+)\/([0-9a-f]{32}\.(?:webm|mp4|jpg|png))$/;
const ONE_DAY_S = 24 * 60 * 60;
/** Enough for the longest signature of a video or a poster. */
const HEAD_BYTES = Math.max(VIDEO_SIGNATURE_BYTES, 8);

export const videoDirOf = (uploadsDir: string, companyId: number | string) =>
  path.join(uploadsDir, 'videos', String(companyId));

export const videoFileUrl = (companyId: number, name: string) => `${VIDEO_FILES_PATH}/${companyId}/${name}`;

async function headOf(file: string): Promise<Buffer | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Serves a video or its poster to a signed-in user of its company, with ranges so a player can seek. The
 * type comes from the bytes; anything else goes out as an attachment, never inline.
 */
export function videoFiles(uploadsDir: string, store: Store, secret: Uint8Array): RequestHandler {
  return (req, res, next) => {
    const match = STORED_NAME.exec(req.path);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !match) return sendError(res, 'not_found');
    const [, companyId, name] = match as unknown as [string, string, string];
    isCompanyMember(req, store, secret, companyId)
      .then(async (member) => {
        if (!member) return sendError(res, 'not_found');
        const dir = videoDirOf(uploadsDir, companyId);
        const head = await headOf(path.join(dir, name));
        if (!head) return sendError(res, 'not_found');
        const type = videoTypeOf(head)?.type ?? imageTypeOf(head)?.type;
        res.sendFile(name, {
          root: dir,
          headers: {
            'Content-Type': type ?? 'application/octet-stream',
            'Content-Disposition': type ? 'inline' : 'attachment',
            'X-Content-Type-Options': 'nosniff',
            'Cache-Control': `private, max-age=${ONE_DAY_S}`,
            'Content-Security-Policy': "default-src 'none'; sandbox",
          },
        });
      })
      .catch(next);
  };
}
