import { Router } from 'express';
import * as z from 'zod/mini';
import { billingSettingsErrors, seatsRange, type BillingSettingsError } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { recordRequestChange } from '../audit/record-audit-event';
import { activePeopleOf, billingAccountOf, billingSettingsView, invoicePage } from './billing';

const changeSchema = z.object({ seatsPurchased: z.number(), billingContactEmail: z.string() });
const pageOf = (value: unknown) => {
  const page = Number(value ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : null;
};

/** Billing settings and history (platform §2, §6: global or finance admin): plan, seats, invoices. */
export function billingRoutes(store: Store): Router {
  const router = Router();

  router.get('/admin/billing', guardedBy('GET', '/api/v2/admin/billing'), (_req, res) => {
    const { company } = subjectOf(res);
    const account = billingAccountOf(store, company.id);
    if (!account) return sendError(res, 'not_found');
    res.json({ result: billingSettingsView(company, account, activePeopleOf(store, company.id)) });
  });

  router.patch('/admin/billing', guardedBy('PATCH', '/api/v2/admin/billing'), (req, res) => {
    const { company } = subjectOf(res);
    const account = billingAccountOf(store, company.id);
    if (!account) return sendError(res, 'not_found');
    const parsed = changeSchema.safeParse(req.body);
    if (!parsed.success) return sendError(res, 'bad_request');
    const change = { ...parsed.data, billingContactEmail: parsed.data.billingContactEmail.trim() };
    const seatsUsed = activePeopleOf(store, company.id);
    const errors = billingSettingsErrors(change, seatsUsed);
    const [first] = Object.values(errors) as BillingSettingsError[];
    if (first) return sendError(res, first, { errors: Object.values(errors), params: seatsRange(seatsUsed) });
    const before = { ...account };
    account.seats_purchased = change.seatsPurchased;
    account.billing_contact_email = change.billingContactEmail;
    recordRequestChange(store, res, {
      action: 'billing.update',
      subject_type: 'billing_account',
      subject_id: account.id,
      before,
      after: account,
    });
    res.json({ result: billingSettingsView(company, account, seatsUsed) });
  });

  router.get('/admin/billing/invoices', guardedBy('GET', '/api/v2/admin/billing/invoices'), (req, res) => {
    const page = pageOf(req.query.page);
    if (page === null) return sendError(res, 'bad_request');
    res.json({ result: invoicePage(store, subjectOf(res).company.id, page) });
  });

  return router;
}
