import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import { isCompanyMember } from './company-member';
import { sendError } from '../http/send-error';
import { bonusImageTypeOf, imageTypeOf, proofTypeOf } from './image-content';

/** The folders under the uploads directory that hold each company's pictures, served under `/uploads/<folder>`. */
export type ImageFolder =
  'bonus_images' | 'announcement_images' | 'incentive_proofs' | 'incentive_icons' | 'company_logos' | 'avatars';

const FILE_NAME_RANDOM_BYTES = 16;
const STORED_NAME = /^\/(\d+)\/([0-9a-f]{32}\.(?:jpg|png|gif|pdf))$/;
const ONE_DAY_S = 24 * 60 * 60;

const companyDirOf = (uploadsDir: string, folder: ImageFolder, companyId: number | string) =>
  path.join(uploadsDir, folder, String(companyId));

export const ANNOUNCEMENT_IMAGES_PATH = '/uploads/announcement_images';

/** Where a stored picture is served from. */
export const companyImagePath = (folder: ImageFolder, companyId: number, name: string) =>
  `/uploads/${folder}/${companyId}/${name}`;

/** Writes a checked image under a generated name in the company's folder; the sender's name is never used. */
export async function storeCompanyImage(
  uploadsDir: string,
  folder: ImageFolder,
  companyId: number,
  content: Buffer,
  extension: string,
): Promise<string> {
  const name = `${randomBytes(FILE_NAME_RANDOM_BYTES).toString('hex')}.${extension}`;
  const dir = companyDirOf(uploadsDir, folder, companyId);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), content, { flag: 'wx' });
  return name;
}

/**
 * Serves an uploaded image to a signed-in user of its company (an `<img>` sends the session cookie). The
 * type comes from the bytes; anything that is not a picture the folder takes goes out as an attachment, never inline.
 */
export function companyImageFiles(
  uploadsDir: string,
  folder: ImageFolder,
  store: Store,
  secret: Uint8Array,
): RequestHandler {
  return (req, res, next) => {
    const match = STORED_NAME.exec(req.path);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !match) return sendError(res, 'not_found');
    const [, companyId, name] = match as unknown as [string, string, string];
    isCompanyMember(req, store, secret, companyId)
      .then(async (member) => {
        if (!member) return sendError(res, 'not_found');
        const content = await readFile(path.join(companyDirOf(uploadsDir, folder, companyId), name)).catch(() => null);
        if (!content) return sendError(res, 'not_found');
        const image = folder === 'bonus_images' ? bonusImageTypeOf(content) : imageTypeOf(content);
        // A proof's PDF is named as one, and still only ever downloaded.
        const pdf = !image && folder === 'incentive_proofs' && proofTypeOf(content)?.type === 'application/pdf';
        res
          .set('X-Content-Type-Options', 'nosniff')
          .set('Cache-Control', `private, max-age=${ONE_DAY_S}`)
          .set('Content-Security-Policy', "default-src 'none'; sandbox")
          .type(image ? image.type : pdf ? 'application/pdf' : 'application/octet-stream')
          .set('Content-Disposition', image ? 'inline' : 'attachment')
          .send(content);
      })
      .catch(next);
  };
}

/** Removes a stored picture that nothing shows any more; one already gone is no error. */
export const removeCompanyImage = (uploadsDir: string, folder: ImageFolder, companyId: number, name: string) =>
  rm(path.join(companyDirOf(uploadsDir, folder, companyId), path.basename(name)), { force: true });
