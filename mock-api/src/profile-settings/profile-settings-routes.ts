import { Router, type Response } from 'express';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_MEGABYTES,
  profileSettingsUpdateSchema,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { imageTypeOf } from '../uploads/image-content';
import { readSingleFile } from '../uploads/read-multipart';
import { companyImagePath, removeCompanyImage, storeCompanyImage } from '../uploads/company-images';
import { refuseIssues } from '../company-settings/settings-refusal';
import { userProfileView } from '../routes/profile-views';
import { applyProfileSettings } from './apply-profile-settings';

export const PROFILE_SETTINGS_PATH = '/api/v2/users/me';
export const AVATARS_PATH = '/uploads/avatars';

const refuseAvatar = (res: Response, id: ApiErrorId) =>
  sendError(res, id, { params: { maxMegabytes: AVATAR_MAX_MEGABYTES } });

/** The stored name of the person's avatar, when it is one this route stored. */
const storedAvatarName = (url: string | null, companyId: number) => {
  const prefix = `${AVATARS_PATH}/${companyId}/`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
};

/** `PATCH /users/me` and `POST /users/me/avatar`: the signed-in person's own profile settings (issue 18). */
export function profileSettingsRoutes(store: Store, uploadsDir: string): Router {
  const router = Router();

  router.patch('/users/me', guardedBy('PATCH', PROFILE_SETTINGS_PATH), (req, res) => {
    const parsed = profileSettingsUpdateSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const { user } = subjectOf(res);
    applyProfileSettings(user, parsed.data);
    store.persist();
    res.json({ result: userProfileView(user) });
  });

  // A JPEG or PNG known by its bytes, at most 2 MB, stored under a generated name; the old one is removed.
  router.post('/users/me/avatar', guardedBy('POST', `${PROFILE_SETTINGS_PATH}/avatar`), (req, res, next) => {
    const { user, company } = subjectOf(res);
    readSingleFile(req, { field: AVATAR_FIELD, maxBytes: AVATAR_MAX_BYTES })
      .then(async (read) => {
        if ('refused' in read) return refuseAvatar(res, read.refused);
        const image = imageTypeOf(read.file);
        if (!image) return refuseAvatar(res, 'unsupported_file_type');
        const name = await storeCompanyImage(uploadsDir, 'avatars', company.id, read.file, image.extension);
        const previous = storedAvatarName(user.profile_pic_url, company.id);
        user.profile_pic_url = companyImagePath('avatars', company.id, name);
        store.persist();
        if (previous) await removeCompanyImage(uploadsDir, 'avatars', company.id, previous);
        res.status(201).json({ result: userProfileView(user) });
      })
      .catch(next);
  });

  return router;
}
