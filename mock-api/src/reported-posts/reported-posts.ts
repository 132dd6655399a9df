import type { ReportedPostView } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { ReportedPostRow, User } from '../db/types';

const personOf = (user: User | undefined) => (user ? { id: user.id, display_name: user.display_name } : null);

/** The post a row names as it reads now: its text, its author and the recognition it belongs to. */
function postOf(store: Store, row: ReportedPostRow) {
  if (row.post_type === 'bonus') {
    const bonus = store.rowsById('bonuses').get(row.post_id);
    return bonus && { text: bonus.reason, author_id: bonus.giver_id, bonus_id: bonus.id };
  }
  const comment = store.rowsById('comments').get(row.post_id);
  return comment && { text: comment.reason, author_id: comment.user_id, bonus_id: comment.bonus_id };
}

export function reportedPostView(store: Store, row: ReportedPostRow): ReportedPostView | null {
  const post = postOf(store, row);
  if (!post) return null;
  const users = store.rowsById('users');
  return {
    id: row.id,
    post_type: row.post_type,
    post_id: row.post_id,
    bonus_id: post.bonus_id,
    text: post.text,
    author: personOf(users.get(post.author_id)),
    status: row.status,
    reports: row.reports.map((report) => ({
      reporter: personOf(users.get(report.reporter_id)) ?? { id: report.reporter_id, display_name: '' },
      reason: report.reason,
      created_at: report.created_at,
    })),
    resolved_by: row.resolved_by === null ? null : personOf(users.get(row.resolved_by)),
    resolved_at: row.resolved_at,
  };
}

/** The post's author and the recognition it sits on, when it exists in the company. */
export function reportablePost(store: Store, companyId: number, type: ReportedPostRow['post_type'], id: number) {
  if (type === 'bonus') {
    const bonus = store.rowsById('bonuses').get(id);
    return bonus && bonus.company_id === companyId ? { author_id: bonus.giver_id, bonus } : undefined;
  }
  const comment = store.rowsById('comments').get(id);
  const bonus = comment && store.rowsById('bonuses').get(comment.bonus_id);
  return comment && bonus && bonus.company_id === companyId ? { author_id: comment.user_id, bonus } : undefined;
}

/** The profile's `unresolved_bonus_reports_count`: the company's open reports, for whoever decides on them. */
export const unresolvedReportCount = (store: Store, viewer: User) =>
  viewer.global_admin
    ? store.all('reported_posts').filter((row) => row.company_id === viewer.company_id && row.status === 'open').length
    : 0;
