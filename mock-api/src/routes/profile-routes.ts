import { createHmac } from 'node:crypto';
import { Router } from 'express';
import { subjectOf } from '../authz/subject';
import { companyProfileView, userProfileView } from './profile-views';
import { sendError } from '../http/send-error';
import type { Store } from '../db/store';
import { currentAnnouncementCount } from '../announcements/current-announcement-count';
import { givableAwardCount } from '../awards/givable-award-count';
import { actorOf } from '../authz/route-guard';
import { unresolvedReportCount } from '../reported-posts/reported-posts';
import { sessionLocaleOf } from '../company-defaults/person-defaults';
import { budgetCurrencyOf } from '../company-defaults/budget-currency';

/** The signed-in user's profile, company, flags and support-chat hash (spec §7). */
export function profileRoutes(secret: Uint8Array, store: Store, now: () => number): Router {
  const router = Router();

  router.get('/profile/user', (_req, res) => {
    const { user, company } = subjectOf(res);
    // The home page keeps the carousel's room from its first paint when there is something to show in it.
    const current_announcements_count = currentAnnouncementCount(store, user, now());
    // Likewise the awards banner asks for the awards only when the reader may give some (recognition §6).
    const givable_awards_count = givableAwardCount(store, actorOf(res));
    const unresolved_bonus_reports_count = unresolvedReportCount(store, user);
    res.json({
      result: {
        ...userProfileView(user),
        locale: sessionLocaleOf(user, company),
        current_announcements_count,
        givable_awards_count,
        unresolved_bonus_reports_count,
      },
    });
  });

  router.get('/profile/company', (_req, res) => {
    const { company } = subjectOf(res);
    res.json({ result: companyProfileView(company, budgetCurrencyOf(store, company)) });
  });

  router.get('/feature_flags', (req, res) => {
    const { user, flags } = subjectOf(res);
    if (req.query.user_id !== undefined && Number(req.query.user_id) !== user.id) {
      sendError(res, 'forbidden');
      return;
    }
    res.json({ flags });
  });

  router.get('/intercom_hash_generator', (_req, res) => {
    const hash = createHmac('sha256', secret)
      .update(String(subjectOf(res).user.id))
      .digest('hex');
    res.json({ data: { hash } });
  });

  return router;
}
