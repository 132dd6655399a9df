import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Router, type RequestHandler, type Response } from 'express';
import {
  BONUS_IMAGE_FIELD,
  BONUS_IMAGE_MAX_BYTES,
  BONUS_IMAGE_MAX_MEGABYTES,
  hasPermission,
  type ApiErrorId,
  type BonusImageUpload,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { requirePermission, subjectOf } from '../authz/subject';
import { SESSION_COOKIE, verifySessionCookie } from '../session/tokens';
import { sendError } from '../http/send-error';
import { imageTypeOf } from './image-content';
import { readSingleFile } from './read-single-file';

export const BONUS_IMAGES_PATH = '/uploads/bonus_images';
const FILE_NAME_RANDOM_BYTES = 16;
const STORED_NAME = /^\/(\d+)\/([0-9a-f]{32}\.(?:jpg|png))$/;
const ONE_DAY_S = 24 * 60 * 60;

const companyDirOf = (uploadsDir: string, companyId: number | string) =>
  path.join(uploadsDir, 'bonus_images', String(companyId));

function refuse(res: Response, id: ApiErrorId) {
  sendError(res, id, { params: { maxMegabytes: BONUS_IMAGE_MAX_MEGABYTES } });
}

/**
 * `POST /bonus_images` (recognition §7): one JPEG or PNG in the multipart field `file`, at most 10 MB,
 * known by its bytes. It is stored under a generated name in the company's folder; the sender's name
 * and declared type are never used.
 */
export function bonusImageRoutes(uploadsDir: string): Router {
  const router = Router();
  router.post(
    '/bonus_images',
    requirePermission((subject) => hasPermission(subject, 'can-give-recognition')),
    (req, res, next) => {
      const { company } = subjectOf(res);
      if (company.settings.disable_image_uploads) return refuse(res, 'image_uploads_disabled');
      readSingleFile(req, { field: BONUS_IMAGE_FIELD, maxBytes: BONUS_IMAGE_MAX_BYTES })
        .then(async (read) => {
          if ('refused' in read) return refuse(res, read.refused);
          const image = imageTypeOf(read.file);
          if (!image) return refuse(res, 'unsupported_file_type');
          const name = `${randomBytes(FILE_NAME_RANDOM_BYTES).toString('hex')}.${image.extension}`;
          const dir = companyDirOf(uploadsDir, company.id);
          await mkdir(dir, { recursive: true });
          await writeFile(path.join(dir, name), read.file, { flag: 'wx' });
          const result: BonusImageUpload = {
            image_name: name,
            image_path: `${BONUS_IMAGES_PATH}/${company.id}/${name}`,
          };
          res.status(201).json({ result });
        })
        .catch(next);
    },
  );
  return router;
}

/**
 * Serves an uploaded image to a signed-in user of its company (an `<img>` sends the session cookie). The
 * type comes from the bytes; anything that is not a JPEG or PNG goes out as an attachment, never inline.
 */
export function bonusImageFiles(uploadsDir: string, store: Store, secret: Uint8Array): RequestHandler {
  return (req, res, next) => {
    const match = STORED_NAME.exec(req.path);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !match) return sendError(res, 'not_found');
    const [, companyId, name] = match as unknown as [string, string, string];
    verifySessionCookie(req.cookies?.[SESSION_COOKIE], secret)
      .then(async (session) => {
        const user = session && store.rowsById('users').get(session.userId);
        if (!user || user.status !== 'active' || String(user.company_id) !== companyId)
          return sendError(res, 'not_found');
        const content = await readFile(path.join(companyDirOf(uploadsDir, companyId), name)).catch(() => null);
        if (!content) return sendError(res, 'not_found');
        const image = imageTypeOf(content);
        res
          .set('X-Content-Type-Options', 'nosniff')
          .set('Cache-Control', `private, max-age=${ONE_DAY_S}`)
          .set('Content-Security-Policy', "default-src 'none'; sandbox")
          .type(image ? image.type : 'application/octet-stream')
          .set('Content-Disposition', image ? 'inline' : 'attachment')
          .send(content);
      })
      .catch(next);
  };
}
