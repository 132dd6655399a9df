import type { UserSyncRun } from '@laurel/shared/contract';

/** A company's user management integration: the HR feed it reads and its latest runs. */
export interface UserSyncRow {
  id: number;
  company_id: number;
  feed_url: string;
  enabled: boolean;
  /** Whose name the scheduled imports carry: the admin who last saved the feed. */
  configured_by_id: number;
  next_run_at: string | null;
  runs: UserSyncRun[];
}
