import type { Store } from '../db/store';
import type { ReportedPostRow, User } from '../db/types';

/** Who still reads a hidden post: whoever decides on reports (the reported posts page is global admin's). */
export const seesHiddenPosts = (viewer: Pick<User, 'global_admin'>) => viewer.global_admin;

/** The ids of the company's posts of a type an admin hid, for a reader who may not see them; empty for one who may. */
export function hiddenPostIds(store: Store, viewer: User, type: ReportedPostRow['post_type']): ReadonlySet<number> {
  if (seesHiddenPosts(viewer)) return new Set();
  return new Set(
    store
      .all('reported_posts')
      .filter((row) => row.status === 'hidden' && row.post_type === type && row.company_id === viewer.company_id)
      .map((row) => row.post_id),
  );
}
