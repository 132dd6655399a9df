import { createHmac } from 'node:crypto';
import { Router } from 'express';
import { subjectOf } from '../authz/subject';
import { companyProfileView, userProfileView } from './profile-views';
import { sendError } from '../http/send-error';

/** The signed-in user's profile, company, flags and support-chat hash (spec §7). */
export function profileRoutes(secret: Uint8Array): Router {
  const router = Router();

  router.get('/profile/user', (_req, res) => {
    res.json({ result: userProfileView(subjectOf(res).user) });
  });

  router.get('/profile/company', (_req, res) => {
    res.json({ result: companyProfileView(subjectOf(res).company) });
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
