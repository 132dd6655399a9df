export const USER_SYNC_PATH = '/api/v2/admin/user_sync';

/** How often a connected HR feed is read. */
export const USER_SYNC_INTERVAL_HOURS = 24;

export type UserSyncRunStatus = 'succeeded' | 'failed';

/** One read of the feed: the import it ran, or why there was none. */
export interface UserSyncRun {
  at: string;
  status: UserSyncRunStatus;
  /** The import in the imported-users history that the run made. */
  importId: number | null;
  created: number;
  updated: number;
  skipped: number;
  error: string | null;
}

/** `GET /admin/user_sync`: the user management integration (platform §2). */
export interface UserSync {
  /** An address serving the people CSV the imported-users page takes, read on a schedule. */
  feedUrl: string | null;
  enabled: boolean;
  nextRunAt: string | null;
  runs: UserSyncRun[];
}

export interface UserSyncInput {
  feedUrl: string;
  enabled: boolean;
}
