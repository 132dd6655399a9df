import '../reported-posts/reported-posts-copy';
import { ReportedPosts } from '../reported-posts/components/ReportedPosts';

export function ReportedPostsPage() {
  return <ReportedPosts />;
}
