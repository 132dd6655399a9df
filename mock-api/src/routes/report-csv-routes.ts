import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { CSV_GENERATION_COMPLETE_EVENT, hasPermission, type ReportFile as ReportFileMessage } from '@laurel/shared';
import type { Store } from '../db/store';
import type { ReportFile } from '../db/types';
import { requirePermission, subjectOf } from '../authz/subject';
import { isCsvReport, reportRows, toCsv } from '../reports/csv-reports';
import type { Realtime } from '../realtime/realtime';

/** Generated files live here, ignored by git; tests pass a temporary directory. */
export const DEFAULT_UPLOADS_DIR = path.resolve(__dirname, '../../uploads');
export const REPORT_UPLOADS_PATH = '/uploads/reports';

const FILE_NAME_RANDOM_BYTES = 16;

const reportsDirOf = (uploadsDir: string) => path.join(uploadsDir, 'reports');

/**
 * Serves generated reports. The names carry 128 random bits, so knowing the URL is the access
 * check, the way a signed storage URL would be.
 */
export function reportUploads(uploadsDir: string): RequestHandler {
  return express.static(reportsDirOf(uploadsDir), {
    index: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      res.setHeader('Content-Disposition', 'attachment');
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
}

/** An admin asks for a CSV report; it is written, then announced to them with CsvGenerationComplete. */
export function reportCsvRoutes(store: Store, realtime: Realtime, uploadsDir: string): Router {
  const router = Router();

  router.post(
    '/admin/reports/:report/csv',
    requirePermission((subject) => hasPermission(subject, 'can-view-admin')),
    (req, res, next) => {
      const { report } = req.params;
      if (!report || !isCsvReport(report)) {
        res.status(404).json({ error: 'not_found', message: 'This report does not exist' });
        return;
      }
      const { user, company } = subjectOf(res);
      const csv = toCsv(reportRows(report, { users: store.all('users'), bonuses: store.all('bonuses') }, company.id));
      const fileName = `${report}-${randomBytes(FILE_NAME_RANDOM_BYTES).toString('hex')}.csv`;

      mkdir(reportsDirOf(uploadsDir), { recursive: true })
        .then(() => writeFile(path.join(reportsDirOf(uploadsDir), fileName), csv))
        .then(() => {
          const file: ReportFile = {
            id: store.nextId('report_files'),
            company_id: company.id,
            user_id: user.id,
            name: `${report}.csv`,
            file_url: `${REPORT_UPLOADS_PATH}/${fileName}`,
            downloaded_at: null,
          };
          store.all('report_files').push(file);
          store.persist();
          res.status(202).json({ file_id: file.id });
          const complete: ReportFileMessage = { file_id: file.id, file_url: file.file_url };
          setImmediate(() => realtime.broadcastToUser(user.id, CSV_GENERATION_COMPLETE_EVENT, complete));
        })
        .catch(next);
    },
  );
  return router;
}
