import { Router } from 'express';
import {
  ADMIN_REPORTED_POSTS_PATH,
  POST_REPORTS_PATH,
  REPORT_REASON_MAX_LENGTH,
  REPORTED_POST_DECISIONS,
  isApiErrorId,
  postReportBodySchema,
  reportedPostDecisionSchema,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { visibleTo } from '../bonuses/bonus-visibility';
import { auditActorOf, auditSnapshot, recordAuditEvent } from '../audit/record-audit-event';
import { reportablePost, reportedPostView } from './reported-posts';

/**
 * Reported posts (issue 17): anyone reports a recognition or comment they can read, once; a global admin
 * reads the reports, open or resolved, and hides the post, dismisses the reports or restores a hidden post.
 */
export function reportedPostsRoutes(store: Store, now: () => number): Router {
  const router = Router();

  router.post('/reports', guardedBy('POST', POST_REPORTS_PATH), (req, res) => {
    const { user, company } = subjectOf(res);
    const parsed = postReportBodySchema.safeParse(req.body);
    if (!parsed.success) {
      const id = parsed.error.issues.find((issue) => isApiErrorId(issue.message))?.message;
      return sendError(res, isApiErrorId(id) ? id : 'bad_request', { params: { max: REPORT_REASON_MAX_LENGTH } });
    }
    const { post_type, post_id, reason } = parsed.data;
    const post = reportablePost(store, company.id, post_type, post_id);
    if (!post || !visibleTo(store, user)(post.bonus)) return sendError(res, 'not_found');
    if (post.author_id === user.id) return sendError(res, 'own_post_report');
    const rows = store.all('reported_posts');
    let row = rows.find((candidate) => candidate.post_type === post_type && candidate.post_id === post_id);
    if (row?.reports.some((report) => report.reporter_id === user.id)) return sendError(res, 'already_reported');
    if (!row) {
      row = {
        id: store.nextId('reported_posts'),
        company_id: company.id,
        post_type,
        post_id,
        status: 'open',
        reports: [],
        resolved_by: null,
        resolved_at: null,
      };
      rows.push(row);
    }
    row.reports.push({ reporter_id: user.id, reason, created_at: new Date(now()).toISOString() });
    // A post dismissed or restored before is looked at again when someone new reports it.
    if (row.status !== 'hidden') Object.assign(row, { status: 'open', resolved_by: null, resolved_at: null });
    store.persist();
    res.status(201).json({ result: { id: row.id, status: row.status } });
  });

  router.get('/admin/reported_posts', guardedBy('GET', ADMIN_REPORTED_POSTS_PATH), (req, res) => {
    const view = req.query.view ?? 'open';
    if (view !== 'open' && view !== 'resolved') return sendError(res, 'bad_request');
    const { company } = subjectOf(res);
    const result = store
      .all('reported_posts')
      .filter((row) => row.company_id === company.id && (row.status === 'open') === (view === 'open'))
      .map((row) => reportedPostView(store, row))
      .filter((row) => row !== null)
      .sort((a, b) => (b.reports.at(-1)?.created_at ?? '').localeCompare(a.reports.at(-1)?.created_at ?? ''));
    res.json({ result });
  });

  router.patch('/admin/reported_posts/:id', guardedBy('PATCH', `${ADMIN_REPORTED_POSTS_PATH}/:id`), (req, res) => {
    const { user, company } = subjectOf(res);
    const row = store.all('reported_posts').find((candidate) => String(candidate.id) === req.params.id);
    if (!row || row.company_id !== company.id) return sendError(res, 'not_found');
    const parsed = reportedPostDecisionSchema.safeParse(req.body);
    if (!parsed.success) return sendError(res, 'bad_request');
    const { status } = parsed.data;
    if (!REPORTED_POST_DECISIONS[row.status].includes(status)) return sendError(res, 'report_state_changed');
    const before = auditSnapshot(row);
    Object.assign(row, { status, resolved_by: user.id, resolved_at: new Date(now()).toISOString() });
    store.persist();
    recordAuditEvent(
      store,
      {
        actor: auditActorOf(res),
        company_id: company.id,
        action: `reported_post.${status}`,
        subject_type: 'reported_post',
        subject_id: row.id,
        before,
        after: row,
      },
      now,
    );
    res.json({ result: reportedPostView(store, row) });
  });

  return router;
}
