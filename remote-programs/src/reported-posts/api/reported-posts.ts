import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { ReportedPostDecision, ReportedPostView, ReportedPostsView } from '@laurel/shared/contract';

export const REPORTED_POSTS_API = 'admin/reported_posts';

const fetchReportedPosts = ([, view]: readonly [string, ReportedPostsView]) =>
  v2Client.get<{ result: ReportedPostView[] }>(`${REPORTED_POSTS_API}?view=${view}`).then((body) => body.result);

export function useReportedPosts(view: ReportedPostsView) {
  const read = useSWR<ReportedPostView[], unknown, readonly [string, ReportedPostsView]>(
    [REPORTED_POSTS_API, view],
    fetchReportedPosts,
    QUERY_DEFAULTS,
  );
  return { ...read, retry: () => void read.mutate() };
}

export const decideReportedPost = (id: number, status: ReportedPostDecision) =>
  v2Client.patch<{ result: ReportedPostView }>(`${REPORTED_POSTS_API}/${id}`, { status }).then((body) => body.result);
