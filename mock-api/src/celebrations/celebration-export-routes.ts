import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import {
  celebrationExportPatchSchema,
  type CelebrationExportStart,
  type CelebrationExportState,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { ReportFile } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { REPORT_UPLOADS_PATH } from '../routes/report-csv-routes';
import { toCsv } from '../reports/csv-reports';

const BASE = '/api/v2/admin/celebrations_report';
const FILE_NAME_RANDOM_BYTES = 16;

/** The company's celebration posts, oldest first, one row each. */
function celebrationRows(store: Store, companyId: number) {
  const users = store.rowsById('users');
  const celebrations = new Map(store.all('celebrations').map((row) => [row.id, row]));
  return [
    ['person', 'email', 'celebration', 'type', 'day', 'points', 'given', 'posted_at'],
    ...store
      .all('celebration_posts')
      .filter((post) => post.company_id === companyId)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((post) => {
        const person = users.get(post.user_id);
        const celebration = celebrations.get(post.celebration_id);
        return [
          person?.display_name ?? `#${post.user_id}`,
          person?.email ?? '',
          celebration?.name ?? '',
          celebration?.type ?? '',
          post.day,
          post.amount,
          post.manual ? 'manually' : 'daily job',
          post.created_at,
        ];
      }),
  ];
}

/**
 * The celebrations export (programs §4, §7): starting it answers the file's id at once and writes the CSV
 * beside the other reports; polling answers whether it is written and where; the admin then marks it downloaded.
 * The file is served by the reports' download route, to signed-in people of its company only.
 */
export function celebrationExportRoutes(store: Store, { uploadsDir, now }: { uploadsDir: string; now: () => number }) {
  const router = Router();
  const reportsDir = path.join(uploadsDir, 'reports');
  const pathOf = (file: ReportFile) => path.join(reportsDir, path.basename(file.file_url));
  const ownFile = (req: Request, res: Response) =>
    store
      .all('report_files')
      .find(
        (file) =>
          String(file.id) === req.params.id &&
          file.company_id === subjectOf(res).company.id &&
          file.name === 'celebrations.csv',
      );
  const stateOf = (file: ReportFile): CelebrationExportState => {
    const generated = fs.existsSync(pathOf(file));
    return { generated, fileUrl: generated ? file.file_url : null };
  };

  router.get('/admin/celebrations_report', guardedBy('GET', BASE), (_req, res, next) => {
    const { user, company } = subjectOf(res);
    const fileName = `celebrations-${randomBytes(FILE_NAME_RANDOM_BYTES).toString('hex')}.csv`;
    const file: ReportFile = {
      id: store.nextId('report_files'),
      company_id: company.id,
      user_id: user.id,
      name: 'celebrations.csv',
      file_url: `${REPORT_UPLOADS_PATH}/${fileName}`,
      downloaded_at: null,
    };
    const csv = toCsv(celebrationRows(store, company.id));
    store.all('report_files').push(file);
    store.persist();
    const started: CelebrationExportStart = { generatedFileId: file.id };
    res.json(started);
    mkdir(reportsDir, { recursive: true })
      .then(() => writeFile(pathOf(file), csv))
      .catch(next);
  });

  router.get('/admin/celebrations_report/:id', guardedBy('GET', `${BASE}/:id`), (req, res) => {
    const file = ownFile(req, res);
    if (!file) return sendError(res, 'not_found');
    res.json(stateOf(file));
  });

  router.patch('/admin/celebrations_report/:id', guardedBy('PATCH', `${BASE}/:id`), (req, res) => {
    const file = ownFile(req, res);
    if (!file) return sendError(res, 'not_found');
    if (!celebrationExportPatchSchema.safeParse(req.body).success) return sendError(res, 'bad_request');
    file.downloaded_at ??= new Date(now()).toISOString();
    store.persist();
    res.json(stateOf(file));
  });

  return router;
}
