import { Router } from 'express';
import {
  SUPER_ADMIN_LOOKUP_LIMIT,
  USER_FLAGS,
  type LookupMatch,
  type TechOpsCompany,
  type TechOpsOverview,
  type TechOpsUser,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { User } from '../db/types';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { textOfRichText } from '../rich-text/sanitize-rich-text';
import { latestAuditEvents } from './audit-event-views';
import { integrationErrors } from './integration-errors';
import { companiesMatching, superAdminCompanyView } from './company-routes';

export const TECH_OPS_PATH = '/api/v2/tech_ops';
const RECENT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The flags that open the admin shell (platform §6), which make someone one of the company's admins. */
const ADMIN_FLAGS = [
  'admin',
  'finance_admin',
  'global_admin',
  'rewards_admin',
  'tech_admin',
  'awards_admin',
  'announcements_admin',
  'tech_ops_admin',
  'super_admin',
] as const;

const rolesOf = (user: User) => USER_FLAGS.filter((flag) => user[flag]);
const personOf = (user: User) => ({ id: user.id, name: user.display_name, email: user.email, roles: rolesOf(user) });

/** `/tech_ops`, `/tech_ops/company`, `/tech_ops/user` (platform §2): read-only lookups across companies. */
export function techOpsRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const companyName = (id: number) => store.rowsById('companies').get(id)?.name ?? '';

  router.get('/tech_ops/overview', guardedBy('GET', `${TECH_OPS_PATH}/overview`), (_req, res) => {
    const overview: TechOpsOverview = {
      counts: {
        companies: store.all('companies').length,
        companiesInTrial: store.all('companies').filter((company) => company.status === 'in_trial').length,
        activeUsers: store.all('users').filter((user) => user.status === 'active').length,
      },
      recentEvents: latestAuditEvents(store, RECENT),
      integrationErrors: integrationErrors(store, RECENT),
    };
    res.json({ result: overview });
  });

  router.get('/tech_ops/companies', guardedBy('GET', `${TECH_OPS_PATH}/companies`), (req, res) => {
    const matches: LookupMatch[] = companiesMatching(store, req.query.q)
      .slice(0, SUPER_ADMIN_LOOKUP_LIMIT)
      .map((company) => ({ id: company.id, label: company.name, detail: `#${company.id} · ${company.product_tier}` }));
    res.json({ result: matches });
  });

  router.get('/tech_ops/companies/:id', guardedBy('GET', `${TECH_OPS_PATH}/companies/:id`), (req, res) => {
    const company = store.all('companies').find((row) => String(row.id) === req.params.id);
    if (!company) return sendError(res, 'not_found');
    const people = store.all('users').filter((user) => user.company_id === company.id);
    const since = new Date(now() - 30 * DAY_MS).toISOString();
    const countOf = (status: User['status']) => people.filter((user) => user.status === status).length;
    const result: TechOpsCompany = {
      company: {
        ...superAdminCompanyView(store, company),
        locale: company.locale,
        isDemo: company.is_demo,
        featureFlags: company.feature_flags,
      },
      admins: people.filter((user) => ADMIN_FLAGS.some((flag) => user[flag])).map(personOf),
      counts: {
        activeUsers: countOf('active'),
        invitedUsers: countOf('invited'),
        deactivatedUsers: countOf('deactivated'),
        recognitions30Days: store
          .all('bonuses')
          .filter((bonus) => bonus.company_id === company.id && bonus.created_at >= since).length,
      },
      recentEvents: latestAuditEvents(store, RECENT, company.id),
    };
    res.json({ result });
  });

  router.get('/tech_ops/users', guardedBy('GET', `${TECH_OPS_PATH}/users`), (req, res) => {
    const words = String(req.query.q ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const matches: LookupMatch[] =
      words.length === 0
        ? []
        : store
            .all('users')
            .filter((user) => words.every((word) => `${user.display_name} ${user.email}`.toLowerCase().includes(word)))
            .slice(0, SUPER_ADMIN_LOOKUP_LIMIT)
            .map((user) => ({
              id: user.id,
              label: user.display_name,
              detail: `${user.email} · ${companyName(user.company_id)}`,
            }));
    res.json({ result: matches });
  });

  router.get('/tech_ops/users/:id', guardedBy('GET', `${TECH_OPS_PATH}/users/:id`), (req, res) => {
    const user = store.all('users').find((row) => String(row.id) === req.params.id);
    if (!user) return sendError(res, 'not_found');
    const recognitions = store
      .all('bonuses')
      .filter((bonus) => bonus.giver_id === user.id || bonus.receiver_ids.includes(user.id))
      .slice(-RECENT)
      .reverse();
    const result: TechOpsUser = {
      ...personOf(user),
      company: { id: user.company_id, name: companyName(user.company_id) },
      status: user.status,
      lastSignInAt: user.last_sign_in_at ?? null,
      recentRecognitions: recognitions.map((bonus) => ({
        id: bonus.id,
        createdAt: bonus.created_at,
        direction: bonus.giver_id === user.id ? 'given' : 'received',
        amount: bonus.amount,
        reason: textOfRichText(bonus.reason),
      })),
    };
    res.json({ result });
  });

  return router;
}
