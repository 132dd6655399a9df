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
import { recordCompanyChange } from './audit-company-change';

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
export function companySettingsRoutes(store: Store, uploadsDir: string, now: () => number): Router {
  const router = Router();
  const audited = (res: Response, action: string, before: unknown, after: unknown) =>
    recordCompanyChange(store, res, { action, before, after }, now);

  router.get('/admin/company', guardedBy('GET', COMPANY_SETTINGS_PATH), (_req, res) => {
    res.json({ result: companySettingsView(store, subjectOf(res).company) });
  });

  router.patch('/admin/company', guardedBy('PATCH', COMPANY_SETTINGS_PATH), (req, res) => {
    const parsed = companySettingsSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const required = valuesRequiredError(parsed.data);
    if (required) return refuseIssues(res, [], [required]);
    const { company } = subjectOf(res);
    const before = companySettingsView(store, company);
    applyCompanySettings(store, company, parsed.data);
    const after = companySettingsView(store, company);
    audited(res, 'company_settings.update', before, after);
    res.json({ result: after });
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
        const before = { logoUrl: company.logo_url };
        company.logo_url = companyImagePath('company_logos', company.id, name);
        audited(res, 'company_logo.update', before, { logoUrl: company.logo_url });
        if (previous) await removeCompanyImage(uploadsDir, 'company_logos', company.id, previous);
        res.status(201).json({ result: companySettingsView(store, company) });
      })
      .catch(next);
  });

  return router;
}
