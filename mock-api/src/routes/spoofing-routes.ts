import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { ApiMethod } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { SESSION_COOKIE, signSessionCookie, type SessionClaims } from '../session/tokens';
import { sessionCookieOptions } from '../session/session-cookie';
import { sendError } from '../http/send-error';
import { recordAuditEvent } from '../audit/record-audit-event';

const SPOOF_SEARCH_LIMIT = 20;

/** Spoofing (a super-admin acting as a customer) and the super-admin permissions toggle. */
export function spoofingRoutes(
  store: Store,
  secret: Uint8Array,
  csrf: (method: ApiMethod, path: string) => RequestHandler,
): Router {
  const router = Router();
  const setSession = async (req: Request, res: Response, claims: SessionClaims) =>
    res.cookie(SESSION_COOKIE, await signSessionCookie(claims, secret), sessionCookieOptions(req));

  router.get('/spoofing', (_req, res) => {
    const { company, claims } = subjectOf(res);
    const spoofer = store.all('users').find((user) => user.id === claims.spoofer_id);
    if (!spoofer) {
      res.json({ is_spoofing: false, is_demoing: false });
      return;
    }
    res.json({
      is_spoofing: true,
      is_demoing: company.is_demo,
      superadmin_controls_enabled: spoofer.show_superadmin_feature,
    });
  });

  router.post(
    '/super_admin/spoof',
    guardedBy('POST', '/api/v2/super_admin/spoof'),
    csrf('POST', '/api/v2/super_admin/spoof'),
    (req, res, next) => {
      const target = store.all('users').find((user) => user.id === Number(req.body?.user_id));
      if (!target || target.status !== 'active') {
        sendError(res, 'unknown_user');
        return;
      }
      const spoofer = subjectOf(res).user;
      setSession(req, res, { userId: target.id, spooferId: spoofer.id })
        .then(() => {
          recordAuditEvent(store, {
            actor: { id: spoofer.id },
            company_id: target.company_id,
            action: 'spoof.start',
            subject_type: 'user',
            subject_id: target.id,
            before: null,
            after: { spoofed_user_id: target.id, spoofed_user: target.display_name },
          });
        })
        .then(() => res.json({ is_spoofing: true, redirect_to: '/' }))
        .catch(next);
    },
  );

  router.get('/super_admin/users', guardedBy('GET', '/api/v2/super_admin/users'), (req, res) => {
    const words = String(req.query.q ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const companies = new Map(store.all('companies').map((company) => [company.id, company.name]));
    const matches = store
      .all('users')
      .filter((user) => user.status === 'active')
      .filter((user) => words.every((word) => `${user.display_name} ${user.email}`.toLowerCase().includes(word)))
      .slice(0, SPOOF_SEARCH_LIMIT)
      .map((user) => ({
        id: user.id,
        display_name: user.display_name,
        email: user.email,
        company_name: companies.get(user.company_id) ?? '',
      }));
    res.json({ users: matches });
  });

  router.delete(
    '/super_admin/spoof',
    guardedBy('DELETE', '/api/v2/super_admin/spoof'),
    csrf('DELETE', '/api/v2/super_admin/spoof'),
    (req, res, next) => {
      const { user, claims } = subjectOf(res);
      setSession(req, res, { userId: claims.spoofer_id! })
        .then(() => {
          recordAuditEvent(store, {
            actor: { id: claims.spoofer_id! },
            company_id: user.company_id,
            action: 'spoof.stop',
            subject_type: 'user',
            subject_id: user.id,
            before: { spoofed_user_id: user.id, spoofed_user: user.display_name },
            after: null,
          });
        })
        .then(() => res.json({ is_spoofing: false, redirect_to: '/super_admin/spoof/new' }))
        .catch(next);
    },
  );

  router.patch(
    '/super_admin/toggle_controls',
    guardedBy('PATCH', '/api/v2/super_admin/toggle_controls'),
    csrf('PATCH', '/api/v2/super_admin/toggle_controls'),
    (_req, res) => {
      const { user, claims } = subjectOf(res);
      const superAdmin = store.all('users').find((candidate) => candidate.id === (claims.spoofer_id ?? user.id))!;
      const before = { show_superadmin_feature: superAdmin.show_superadmin_feature };
      superAdmin.show_superadmin_feature = !superAdmin.show_superadmin_feature;
      store.persist();
      recordAuditEvent(store, {
        actor: { id: superAdmin.id, spoofer_id: claims.spoofer_id ?? null },
        company_id: superAdmin.company_id,
        action: 'super_admin.toggle_controls',
        subject_type: 'user',
        subject_id: superAdmin.id,
        before,
        after: { show_superadmin_feature: superAdmin.show_superadmin_feature },
      });
      res.json({ show_superadmin_feature: superAdmin.show_superadmin_feature });
    },
  );

  return router;
}
