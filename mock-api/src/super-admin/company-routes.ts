import { Router } from 'express';
import { superAdminCompanyUpdateSchema, type SuperAdminCompany } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company } from '../db/types';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { auditActorOf, auditSnapshot, recordAuditEvent } from '../audit/record-audit-event';

export const SUPER_ADMIN_COMPANIES_PATH = '/api/v2/super_admin/companies';

export function superAdminCompanyView(store: Store, company: Company): SuperAdminCompany {
  return {
    id: company.id,
    name: company.name,
    status: company.status,
    productTier: company.product_tier,
    trialEndDate: company.trial_end_date,
    limitedReleaseMode: company.limited_release_mode,
    hideCompetitiveFeatures: company.hide_competitive_features,
    activeUsers: store.all('users').filter((user) => user.company_id === company.id && user.status === 'active').length,
  };
}

/** Companies whose name or id holds every word of the query; all of them for an empty one. */
export function companiesMatching(store: Store, query: unknown): Company[] {
  const words = String(query ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return store
    .all('companies')
    .filter((company) => words.every((word) => `${company.id} ${company.name}`.toLowerCase().includes(word)));
}

/** The company fields the super-admin edits, in the row's names. */
const rowFieldsOf = (company: Company) => ({
  product_tier: company.product_tier,
  trial_end_date: company.trial_end_date,
  limited_release_mode: company.limited_release_mode,
  hide_competitive_features: company.hide_competitive_features,
});

/**
 * `/super_admin/companies` (issue 17 item 5): every company, searched by name or id, and the edit of its tier,
 * trial end, limited release and hidden competitive features; each edit is an audit event in that company.
 */
export function superAdminCompanyRoutes(store: Store, now: () => number): Router {
  const router = Router();
  router.get('/super_admin/companies', guardedBy('GET', SUPER_ADMIN_COMPANIES_PATH), (req, res) => {
    const records = companiesMatching(store, req.query.q).map((company) => superAdminCompanyView(store, company));
    res.json({ records, metadata: { totalCount: records.length } });
  });

  router.patch('/super_admin/companies/:id', guardedBy('PATCH', `${SUPER_ADMIN_COMPANIES_PATH}/:id`), (req, res) => {
    const company = store.all('companies').find((row) => String(row.id) === req.params.id);
    if (!company) return sendError(res, 'not_found');
    const update = superAdminCompanyUpdateSchema.safeParse(req.body);
    if (!update.success) return sendError(res, 'bad_request');
    const before = auditSnapshot(rowFieldsOf(company));
    const { productTier, trialEndDate, limitedReleaseMode, hideCompetitiveFeatures } = update.data;
    if (productTier !== undefined) company.product_tier = productTier;
    if (trialEndDate !== undefined) company.trial_end_date = trialEndDate;
    if (limitedReleaseMode !== undefined) company.limited_release_mode = limitedReleaseMode;
    if (hideCompetitiveFeatures !== undefined) company.hide_competitive_features = hideCompetitiveFeatures;
    store.persist();
    // The event belongs to the company that changed, not to the super-admin's own.
    const event = { action: 'company.update', subject_type: 'company', subject_id: company.id, company_id: company.id };
    recordAuditEvent(store, { ...event, actor: auditActorOf(res), before, after: rowFieldsOf(company) }, now);
    res.json({ result: superAdminCompanyView(store, company) });
  });
  return router;
}
