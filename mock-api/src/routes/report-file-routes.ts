import { Router, type Request, type Response } from 'express';
import type { Store } from '../db/store';
import type { ReportFile } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';

/** Generated CSV reports: an admin reads one and marks it downloaded after the browser fetched it. */
export function reportFileRoutes(store: Store): Router {
  const router = Router();

  /** The company's own file for `:fileId`, or null after a 404. */
  const ownFileOr404 = (req: Request, res: Response) => {
    const { company } = subjectOf(res);
    const file = store
      .all('report_files')
      .find((candidate) => candidate.id === Number(req.params.fileId) && candidate.company_id === company.id);
    if (!file) sendError(res, 'not_found');
    return file ?? null;
  };
  const fileView = (file: ReportFile) => ({
    file_id: file.id,
    file_url: file.file_url,
    downloaded_at: file.downloaded_at,
  });

  router.get(
    '/admin/reports/report_files/:fileId',
    guardedBy('GET', '/api/v2/admin/reports/report_files/:fileId'),
    (req, res) => {
      const file = ownFileOr404(req, res);
      if (file) res.json(fileView(file));
    },
  );

  router.patch(
    '/admin/reports/report_files/:fileId',
    guardedBy('PATCH', '/api/v2/admin/reports/report_files/:fileId'),
    (req, res) => {
      const file = ownFileOr404(req, res);
      if (!file) return;
      file.downloaded_at ??= new Date().toISOString();
      store.persist();
      res.json(fileView(file));
    },
  );
  return router;
}
