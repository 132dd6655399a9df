import * as z from 'zod/mini';

export const POST_REPORTS_PATH = '/api/v2/reports';
export const ADMIN_REPORTED_POSTS_PATH = '/api/v2/admin/reported_posts';
export const REPORT_REASON_MAX_LENGTH = 500;

export const REPORTED_POST_TYPES = ['bonus', 'comment'] as const;
export type ReportedPostType = (typeof REPORTED_POST_TYPES)[number];

/** open → hidden | dismissed; hidden → restored. A new report on a dismissed or restored post opens it again. */
export const REPORTED_POST_STATUSES = ['open', 'hidden', 'dismissed', 'restored'] as const;
export type ReportedPostStatus = (typeof REPORTED_POST_STATUSES)[number];
export type ReportedPostDecision = Exclude<ReportedPostStatus, 'open'>;

/** Which decisions an admin may take from a status. */
export const REPORTED_POST_DECISIONS: Readonly<Record<ReportedPostStatus, readonly ReportedPostDecision[]>> = {
  open: ['hidden', 'dismissed'],
  hidden: ['restored'],
  dismissed: ['hidden'],
  restored: ['hidden'],
};

/** `POST /reports`: an employee reports a recognition or a comment, once per post. */
export const postReportBodySchema = z.object({
  post_type: z.enum(REPORTED_POST_TYPES),
  post_id: z.int().check(z.positive()),
  reason: z
    .string({ error: 'report_reason_required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'report_reason_required' }),
      z.maxLength(REPORT_REASON_MAX_LENGTH, { error: 'report_reason_too_long' }),
    ),
});
export type PostReportBody = z.infer<typeof postReportBodySchema>;

export const reportedPostDecisionSchema = z.object({ status: z.enum(['hidden', 'dismissed', 'restored']) });

export interface PostReportView {
  reporter: { id: number; display_name: string };
  reason: string;
  created_at: string;
}

/** One reported post on the admin page: the post as written, every report on it, and its decision. */
export interface ReportedPostView {
  id: number;
  post_type: ReportedPostType;
  post_id: number;
  /** The recognition the post is, or the comment sits on: where the admin reads it in context. */
  bonus_id: number;
  text: string;
  author: { id: number; display_name: string } | null;
  status: ReportedPostStatus;
  reports: PostReportView[];
  resolved_by: { id: number; display_name: string } | null;
  resolved_at: string | null;
}

export const REPORTED_POST_VIEWS = ['open', 'resolved'] as const;
export type ReportedPostsView = (typeof REPORTED_POST_VIEWS)[number];
