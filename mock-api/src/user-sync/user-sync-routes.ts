import { Router } from 'express';
import * as z from 'zod/mini';
import { USER_SYNC_INTERVAL_HOURS, USER_SYNC_PATH, userSyncInputErrors, type UserSync } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { recordRequestChange } from '../audit/record-audit-event';
import { isSyncRunning, runUserSync, type UserSyncOptions } from './run-user-sync';
import type { UserSyncRow } from './user-sync-row';

const HOUR_MS = 60 * 60 * 1000;
const inputSchema = z.object({ feedUrl: z.string(), enabled: z.boolean() });

const syncOf = (store: Store, companyId: number) => store.all('user_syncs').find((row) => row.company_id === companyId);

const syncView = (row: UserSyncRow | undefined): UserSync => ({
  feedUrl: row?.feed_url ?? null,
  enabled: row?.enabled ?? false,
  nextRunAt: row?.next_run_at ?? null,
  runs: row?.runs ?? [],
});

/**
 * The user management integration (platform §2, global admins): an HR system's people CSV read from an address
 * every day and imported as the imported-users page does, or read now.
 */
export function userSyncRoutes(store: Store, options: UserSyncOptions): Router {
  const router = Router();
  const { now } = options;

  router.get('/admin/user_sync', guardedBy('GET', USER_SYNC_PATH), (_req, res) => {
    res.json({ result: syncView(syncOf(store, subjectOf(res).company.id)) });
  });

  router.put('/admin/user_sync', guardedBy('PUT', USER_SYNC_PATH), (req, res) => {
    const parsed = inputSchema.safeParse(req.body);
    if (!parsed.success) return sendError(res, 'bad_request');
    const errors = userSyncInputErrors(parsed.data);
    if (errors.feedUrl) return sendError(res, errors.feedUrl, { errors: [errors.feedUrl] });
    const { user, company } = subjectOf(res);
    const existing = syncOf(store, company.id);
    const before = existing ? { ...existing, runs: undefined } : null;
    const fields = {
      feed_url: parsed.data.feedUrl.trim(),
      enabled: parsed.data.enabled,
      configured_by_id: user.id,
      next_run_at: parsed.data.enabled ? new Date(now() + USER_SYNC_INTERVAL_HOURS * HOUR_MS).toISOString() : null,
    };
    const row = Object.assign(existing ?? { id: store.nextId('user_syncs'), company_id: company.id, runs: [] }, fields);
    if (!existing) store.all('user_syncs').push(row);
    recordRequestChange(
      store,
      res,
      {
        action: 'user_sync.update',
        subject_type: 'user_sync',
        subject_id: row.id,
        before,
        after: { ...row, runs: undefined },
      },
      now,
    );
    res.json({ result: syncView(row) });
  });

  router.post('/admin/user_sync/run', guardedBy('POST', `${USER_SYNC_PATH}/run`), (_req, res, next) => {
    const { company } = subjectOf(res);
    const row = syncOf(store, company.id);
    if (!row) return sendError(res, 'user_sync_not_connected');
    if (isSyncRunning(company.id)) return sendError(res, 'user_sync_already_running');
    runUserSync(store, row, options)
      .then((run) => {
        recordRequestChange(
          store,
          res,
          { action: 'user_sync.run', subject_type: 'user_sync', subject_id: row.id, before: null, after: run },
          now,
        );
        res.json({ result: syncView(row) });
      })
      .catch(next);
  });

  return router;
}
