import { Router } from 'express';
import {
  COMPANY_LOGO_FIELD,
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_MAX_MEGABYTES,
  companySettingsSchema,
  valuesRequiredError,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { Response } from 'express';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { imageTypeOf } from '../uploads/image-content';
import { readSingleFile } from '../uploads/read-multipart';
import { companyImagePath, removeCompanyImage, storeCompanyImage } from '../uploads/company-images';
import { applyCompanySettings, companySettingsView } from './company-admin-settings';
import { refuseIssues } from './settings-refusal';

export const COMPANY_SETTINGS_PATH = '/api/v2/admin/company';
export const COMPANY_LOGOS_PATH = '/uploads/company_logos';

const refuseLogo = (res: Response, id: ApiErrorId) =>
  sendError(res, id, { params: { maxMegabytes: COMPANY_LOGO_MAX_MEGABYTES } });

/** The stored name of the company's own logo, when it is one this route stored. */
const storedLogoName = (logoUrl: string | null, companyId: number) => {
  const prefix = `${COMPANY_LOGOS_PATH}/${companyId}/`;
  return logoUrl?.startsWith(prefix) ? logoUrl.slice(prefix.length) : null;
};

/** `GET`/`PATCH /admin/company` and `POST /admin/company/logo`: the company settings page (issue 17). */
export function companySettingsRoutes(store: Store, uploadsDir: string): Router {
  const router = Router();

  router.get('/admin/company', guardedBy('GET', COMPANY_SETTINGS_PATH), (_req, res) => {
    res.json({ result: companySettingsView(store, subjectOf(res).company) });
  });

  router.patch('/admin/company', guardedBy('PATCH', COMPANY_SETTINGS_PATH), (req, res) => {
    const parsed = companySettingsSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const required = valuesRequiredError(parsed.data);
    if (required) return refuseIssues(res, [], [required]);
    const { company } = subjectOf(res);
    applyCompanySettings(store, company, parsed.data);
    store.persist();
    res.json({ result: companySettingsView(store, company) });
  });

  // A JPEG or PNG known by its bytes, at most 2 MB, stored under a generated name; the old one is removed.
  router.post('/admin/company/logo', guardedBy('POST', `${COMPANY_SETTINGS_PATH}/logo`), (req, res, next) => {
    const { company } = subjectOf(res);
    readSingleFile(req, { field: COMPANY_LOGO_FIELD, maxBytes: COMPANY_LOGO_MAX_BYTES })
      .then(async (read) => {
        if ('refused' in read) return refuseLogo(res, read.refused);
        const image = imageTypeOf(read.file);
        if (!image) return refuseLogo(res, 'unsupported_file_type');
        const name = await storeCompanyImage(uploadsDir, 'company_logos', company.id, read.file, image.extension);
        const previous = storedLogoName(company.logo_url, company.id);
        company.logo_url = companyImagePath('company_logos', company.id, name);
        store.persist();
        if (previous) await removeCompanyImage(uploadsDir, 'company_logos', company.id, previous);
        res.status(201).json({ result: companySettingsView(store, company) });
      })
      .catch(next);
  });

  return router;
}
