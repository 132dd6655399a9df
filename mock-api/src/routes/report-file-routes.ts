import { Router } from 'express';
import { hasPermission } from '@laurel/shared';
import type { Store } from '../db/store';
import { requirePermission, subjectOf } from '../authz/subject';

/** Generated CSV reports: an admin reads one and marks it downloaded after the browser fetched it. */
export function reportFileRoutes(store: Store): Router {
  const router = Router();
  router.use(
    '/admin/reports/report_files',
    requirePermission((subject) => hasPermission(subject, 'can-view-admin')),
  );

  const findOwn = (id: string, companyId: number) =>
    store.all('report_files').find((file) => file.id === Number(id) && file.company_id === companyId);

  router.get('/admin/reports/report_files/:fileId', (req, res) => {
    const file = findOwn(req.params.fileId, subjectOf(res).company.id);
    if (!file) {
      res.status(404).json({ error: 'not_found', message: 'This report file does not exist' });
      return;
    }
    res.json({ file_id: file.id, file_url: file.file_url, downloaded_at: file.downloaded_at });
  });

  router.patch('/admin/reports/report_files/:fileId', (req, res) => {
    const file = findOwn(req.params.fileId, subjectOf(res).company.id);
    if (!file) {
      res.status(404).json({ error: 'not_found', message: 'This report file does not exist' });
      return;
    }
    file.downloaded_at ??= new Date().toISOString();
    store.persist();
    res.json({ file_id: file.id, file_url: file.file_url, downloaded_at: file.downloaded_at });
  });
  return router;
}
