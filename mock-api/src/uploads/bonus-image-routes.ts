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
import { sendError } from '../http/send-error';
import { bonusImageTypeOf } from './image-content';
import { readSingleFile } from './read-multipart';
import { companyImageFiles, storeCompanyImage } from './company-images';

export const BONUS_IMAGES_PATH = '/uploads/bonus_images';

function refuse(res: Response, id: ApiErrorId) {
  sendError(res, id, { params: { maxMegabytes: BONUS_IMAGE_MAX_MEGABYTES } });
}

/**
 * `POST /bonus_images` (recognition §7): one JPEG, PNG or GIF in the multipart field `file`, at most 10 MB,
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
          const image = bonusImageTypeOf(read.file);
          if (!image) return refuse(res, 'unsupported_file_type');
          const name = await storeCompanyImage(uploadsDir, 'bonus_images', company.id, read.file, image.extension);
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

/** Serves the recognition images; see `companyImageFiles`. */
export const bonusImageFiles = (uploadsDir: string, store: Store, secret: Uint8Array): RequestHandler =>
  companyImageFiles(uploadsDir, 'bonus_images', store, secret);
