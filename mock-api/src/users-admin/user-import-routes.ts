import { Router } from 'express';
import {
  USER_IMPORT_FILE_FIELD,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ROWS,
  USER_IMPORTS_PATH,
  type UserImportSummary,
  type UserImportView,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { UserImportRowRecord } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { readMultipartForm } from '../uploads/read-multipart';
import { auditActorOf, recordAuditEvent } from '../audit/record-audit-event';
import { parseImportFile, previewRows } from './user-import-file';
import { runImport } from './user-import-job';

const FILE_NAME_MAX_LENGTH = 120;

export interface UserImportOptions {
  now: () => number;
  /** The pause between slices of a running import. */
  tickMs?: number;
}

/**
 * Imported users (issue 17): a CSV is read and previewed with each row's errors, nothing written; the admin
 * confirms and it runs in the background while the page polls its progress; the company's imports are listed.
 */
export function userImportRoutes(store: Store, { now, tickMs = 150 }: UserImportOptions): Router {
  const router = Router();
  const users = () => store.rowsById('users');
  const summary = ({ rows, ...record }: UserImportRowRecord): UserImportSummary => {
    const creator = users().get(record.created_by);
    return {
      id: record.id,
      file_name: record.file_name,
      status: record.status,
      created_at: record.created_at,
      created_by: creator ? { id: creator.id, display_name: creator.display_name } : null,
      importable: rows.filter((row) => row.errors.length === 0).length,
      processed: record.processed,
      created: record.created,
      updated: record.updated,
      skipped: record.skipped,
      finished_at: record.finished_at,
    };
  };
  const view = (record: UserImportRowRecord): UserImportView => ({ ...summary(record), rows: record.rows });
  const companyImport = (companyId: number, id: string | undefined) =>
    store.all('user_imports').find((row) => String(row.id) === id && row.company_id === companyId);

  router.get('/admin/user_imports', guardedBy('GET', USER_IMPORTS_PATH), (_req, res) => {
    const { company } = subjectOf(res);
    const imports = store
      .all('user_imports')
      .filter((row) => row.company_id === company.id)
      .sort((a, b) => b.id - a.id)
      .map(summary);
    res.json({ result: imports });
  });

  router.post('/admin/user_imports', guardedBy('POST', USER_IMPORTS_PATH), async (req, res) => {
    const { user, company } = subjectOf(res);
    const read = await readMultipartForm(req, { field: USER_IMPORT_FILE_FIELD, maxBytes: USER_IMPORT_MAX_BYTES });
    if ('refused' in read) return sendError(res, read.refused, { params: { maxMegabytes: 1 } });
    if (!read.file) return sendError(res, 'missing_file');
    if (read.file.length === 0) return sendError(res, 'empty_file');
    const parsed = parseImportFile(read.file);
    if ('refused' in parsed) return sendError(res, parsed.refused, { params: { max: USER_IMPORT_MAX_ROWS } });
    const people = store.all('users').filter((person) => person.company_id === company.id);
    const record: UserImportRowRecord = {
      id: store.nextId('user_imports'),
      company_id: company.id,
      created_by: user.id,
      created_at: new Date(now()).toISOString(),
      file_name: (read.fileName || 'import.csv').slice(0, FILE_NAME_MAX_LENGTH),
      status: 'preview',
      rows: previewRows(parsed.records, people),
      processed: 0,
      created: 0,
      updated: 0,
      skipped: 0,
      finished_at: null,
    };
    store.all('user_imports').push(record);
    store.persist();
    res.status(201).json({ result: view(record) });
  });

  router.get('/admin/user_imports/:id', guardedBy('GET', `${USER_IMPORTS_PATH}/:id`), (req, res) => {
    const record = companyImport(subjectOf(res).company.id, req.params.id);
    if (!record) return sendError(res, 'not_found');
    res.json({ result: view(record) });
  });

  router.post('/admin/user_imports/:id/run', guardedBy('POST', `${USER_IMPORTS_PATH}/:id/run`), (req, res) => {
    const { company } = subjectOf(res);
    const record = companyImport(company.id, req.params.id);
    if (!record) return sendError(res, 'not_found');
    if (record.status !== 'preview') return sendError(res, 'import_not_ready');
    if (!record.rows.some((row) => row.errors.length === 0)) return sendError(res, 'nothing_to_import');
    runImport(store, record, { now, tickMs });
    store.persist();
    recordAuditEvent(
      store,
      {
        actor: auditActorOf(res),
        company_id: company.id,
        action: 'user_import.run',
        subject_type: 'user_import',
        subject_id: record.id,
        before: null,
        after: summary(record),
      },
      now,
    );
    res.status(202).json({ result: view(record) });
  });

  return router;
}
