import {
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ROWS,
  USER_SYNC_INTERVAL_HOURS,
  apiErrorText,
  type UserSyncRun,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { UserImportRowRecord } from '../db/types';
import { parseImportFile, previewRows } from '../users-admin/user-import-file';
import { runImport } from '../users-admin/user-import-job';
import type { UserSyncRow } from './user-sync-row';

const FEED_TIMEOUT_MS = 10_000;
const KEPT_RUNS = 10;
const HOUR_MS = 60 * 60 * 1000;

export type Fetch = typeof fetch;

export interface UserSyncOptions {
  now: () => number;
  fetchImpl?: Fetch;
  /** The pause between slices of the import the run starts. */
  tickMs?: number;
}

// One run at a time per company: a slow feed and the next tick must not import the same file twice.
const running = new Set<number>();

export const isSyncRunning = (companyId: number) => running.has(companyId);

/** The feed's body, or why it could not be read; a feed over the import's size limit is refused unread. */
async function readFeed(url: string, fetchImpl: Fetch): Promise<{ body: Buffer } | { error: string }> {
  try {
    const response = await fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
    if (!response.ok) return { error: `HTTP ${response.status}` };
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > USER_IMPORT_MAX_BYTES) return { error: apiErrorText('file_too_large', { maxMegabytes: 1 }) };
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > USER_IMPORT_MAX_BYTES) return { error: apiErrorText('file_too_large', { maxMegabytes: 1 }) };
    return { body };
  } catch (caught) {
    return { error: (caught instanceof Error ? caught.message : String(caught)).slice(0, 200) };
  }
}

/** Waits out the import's background slices: a sync answers with what it did, not with what it started. */
async function finished(record: UserImportRowRecord, tickMs: number) {
  while (record.status === 'running') await new Promise((resolve) => setTimeout(resolve, tickMs));
}

/** An import of the feed's people, in the imported-users history like one uploaded by hand. */
function importOf(store: Store, sync: UserSyncRow, body: Buffer, at: string): UserImportRowRecord | { error: string } {
  const parsed = parseImportFile(body);
  if ('refused' in parsed) return { error: apiErrorText(parsed.refused, { max: USER_IMPORT_MAX_ROWS }) };
  const people = store.all('users').filter((person) => person.company_id === sync.company_id);
  return {
    id: store.nextId('user_imports'),
    company_id: sync.company_id,
    created_by: sync.configured_by_id,
    created_at: at,
    file_name: `HR feed ${at.slice(0, 10)}`,
    status: 'preview',
    rows: previewRows(parsed.records, people),
    processed: 0,
    created: 0,
    updated: 0,
    skipped: 0,
    finished_at: null,
  };
}

/**
 * Reads the company's HR feed and imports it: rows with errors are skipped, the rest create or update people
 * exactly as a confirmed upload does. The next scheduled run is a day later either way.
 */
export async function runUserSync(store: Store, sync: UserSyncRow, options: UserSyncOptions): Promise<UserSyncRun> {
  const { now, fetchImpl = fetch, tickMs = 150 } = options;
  running.add(sync.company_id);
  try {
    const at = new Date(now()).toISOString();
    const feed = await readFeed(sync.feed_url, fetchImpl);
    const made = 'body' in feed ? importOf(store, sync, feed.body, at) : feed;
    let run: UserSyncRun;
    if ('error' in made) {
      run = { at, status: 'failed', importId: null, created: 0, updated: 0, skipped: 0, error: made.error };
    } else {
      store.all('user_imports').push(made);
      runImport(store, made, { now, tickMs });
      await finished(made, tickMs);
      const { created, updated, skipped } = made;
      run = { at, status: 'succeeded', importId: made.id, created, updated, skipped, error: null };
    }
    sync.runs = [run, ...sync.runs].slice(0, KEPT_RUNS);
    sync.next_run_at = sync.enabled ? new Date(now() + USER_SYNC_INTERVAL_HOURS * HOUR_MS).toISOString() : null;
    store.persist();
    return run;
  } finally {
    running.delete(sync.company_id);
  }
}

/** The scheduler's tick: each enabled feed whose time has come on its company's job clock is read once. */
export function runUserSyncsDue(store: Store, clockOf: (companyId: number) => number, options: UserSyncOptions) {
  for (const sync of store.all('user_syncs')) {
    const due = sync.enabled && sync.next_run_at !== null && Date.parse(sync.next_run_at) <= clockOf(sync.company_id);
    if (due && !isSyncRunning(sync.company_id)) void runUserSync(store, sync, options);
  }
}
