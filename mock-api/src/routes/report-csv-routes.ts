import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { CSV_GENERATION_COMPLETE_EVENT, type ReportFile as ReportFileMessage } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { ReportFile } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { isCsvReport, reportRows, toCsv } from '../reports/csv-reports';
import { activityCsvRows, isActivityReport, mayExportActivityReport } from '../reports/activity/activity-csv';
import {
  analyticsCsvRows,
  isAnalyticsCsvReport,
  mayExportAnalyticsReport,
} from '../reports/analytics-csv/analytics-csv';
import { equityCsvRows, isEquityCsvReport, mayExportEquityReport } from '../reports/equity/equity-csv';
import { parseReportFilters } from '@laurel/shared/contract';
import type { Realtime } from '../realtime/realtime';
import { SESSION_COOKIE, verifySessionCookie } from '../session/tokens';
import { sendError } from '../http/send-error';

/** Generated files live here, ignored by git; tests pass a temporary directory. */
export const DEFAULT_UPLOADS_DIR = path.resolve(__dirname, '../../uploads');
export const REPORT_UPLOADS_PATH = '/uploads/reports';

const FILE_NAME_RANDOM_BYTES = 16;

const reportsDirOf = (uploadsDir: string) => path.join(uploadsDir, 'reports');

/**
 * Serves a generated report to a signed-in user of the company it was made for; the browser sends
 * the session cookie with the download. Names also carry 128 random bits, like a signed storage URL.
 */
export function reportUploads(uploadsDir: string, store: Store, secret: Uint8Array): RequestHandler[] {
  const ownCompanyOnly: RequestHandler = (req, res, next) => {
    const fileUrl = `${REPORT_UPLOADS_PATH}${req.path}`;
    verifySessionCookie(req.cookies?.[SESSION_COOKIE], secret)
      .then((session) => {
        const user = session && store.all('users').find((candidate) => candidate.id === session.userId);
        const file = store.all('report_files').find((candidate) => candidate.file_url === fileUrl);
        if (!user || !file || file.company_id !== user.company_id) {
          sendError(res, 'not_found');
          return;
        }
        next();
      })
      .catch(next);
  };
  return [
    ownCompanyOnly,
    express.static(reportsDirOf(uploadsDir), {
      index: false,
      dotfiles: 'deny',
      setHeaders: (res) => {
        res.setHeader('Content-Disposition', 'attachment');
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    }),
  ];
}

/** An admin asks for a CSV report; it is written, then announced to them with CsvGenerationComplete. */
export function reportCsvRoutes(store: Store, realtime: Realtime, uploadsDir: string, now = Date.now): Router {
  const router = Router();

  router.post(
    '/admin/reports/:report/csv',
    guardedBy('POST', '/api/v2/admin/reports/:report/csv'),
    (req, res, next) => {
      const { report } = req.params;
      if (
        !report ||
        !(isCsvReport(report) || isActivityReport(report) || isAnalyticsCsvReport(report) || isEquityCsvReport(report))
      ) {
        sendError(res, 'not_found');
        return;
      }
      const { user, company } = subjectOf(res);
      let csv: string;
      if (isAnalyticsCsvReport(report)) {
        // Recognition scores and pulse results: only whoever may open the page, over the page's range.
        if (!mayExportAnalyticsReport(subjectOf(res), report)) return sendError(res, 'forbidden');
        const read = parseReportFilters((req.body ?? {}) as Record<string, unknown>, new Date(now()));
        if ('problem' in read) return sendError(res, read.problem);
        csv = toCsv(analyticsCsvRows(report, store, company.id, read.filters, now));
      } else if (isEquityCsvReport(report)) {
        // Equity and anti-gaming signals: global admins only; small groups stay hidden as on the page.
        if (!mayExportEquityReport(subjectOf(res), report)) return sendError(res, 'forbidden');
        const read = parseReportFilters((req.body ?? {}) as Record<string, unknown>, new Date(now()));
        if ('problem' in read) return sendError(res, read.problem);
        csv = toCsv(equityCsvRows(report, store, company.id, read.filters, now()));
      } else if (isActivityReport(report)) {
        // The activity reports take the page's filters from the body, and each has its own gate.
        if (!mayExportActivityReport(subjectOf(res), report)) return sendError(res, 'forbidden');
        const read = parseReportFilters((req.body ?? {}) as Record<string, unknown>, new Date(now()));
        if ('problem' in read) return sendError(res, read.problem);
        csv = toCsv(activityCsvRows(report, store, company.id, read.filters));
      } else {
        const read = parseReportFilters((req.body ?? {}) as Record<string, unknown>, new Date(now()));
        if ('problem' in read) return sendError(res, read.problem);
        const data = { users: store.all('users'), bonuses: store.all('bonuses') };
        csv = toCsv(reportRows(report, data, company.id, read.filters));
      }
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
