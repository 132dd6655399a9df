import { Router, type Response } from 'express';
import { nextSubscriptionSend, type ApiErrorId } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { NotificationEmailRow, OutboxEmailRow, ReportSubscriptionRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { checkedSubscription, subscriptionErrorParamsOf } from './subscription-input';
import { notificationEmailView, outboxEmailView, subscriptionView } from './subscription-views';
import { auditSnapshot, recordRequestChange } from '../audit/record-audit-event';

const BASE = '/api/v2';
const SUBSCRIPTIONS = '/report_email_subscriptions';
const OUTBOX = '/admin/subscriptions/outbox';
/** The notification e-mails in the same outbox, for a developer to read what the notifier sent. */
const NOTIFICATION_OUTBOX = '/admin/notifications/outbox';
/** The outbox answers the newest e-mails first, this many. */
export const OUTBOX_PAGE_SIZE = 50;

interface SubscriptionRouteOptions {
  now: () => number;
  /** The company's job clock, on which subscriptions fall due (jobs/). */
  jobClockOf: (companyId: number) => number;
}

const companyIdOf = (res: Response) => subjectOf(res).company.id;

/** Programs §7 report subscriptions: list, create, replace, delete, delete all; and the outbox the job writes. */
export function subscriptionRoutes(store: Store, { now, jobClockOf }: SubscriptionRouteOptions): Router {
  const router = Router();
  const rowsOf = (companyId: number) =>
    store.all('report_email_subscriptions').filter((row) => row.company_id === companyId);
  const rowOf = (res: Response, id: string | undefined) =>
    rowsOf(companyIdOf(res)).find((row) => String(row.id) === id);
  const audit = (res: Response, action: string, subjectId: number | null, before: unknown, after: unknown) =>
    recordRequestChange(
      store,
      res,
      {
        action: `report_subscription.${action}`,
        subject_type: 'report_subscription',
        subject_id: subjectId,
        before,
        after,
      },
      now,
    );
  const refuse = (res: Response, refused: ApiErrorId, errors?: ApiErrorId[]) =>
    sendError(res, refused, { params: subscriptionErrorParamsOf(refused), errors });

  router.get(SUBSCRIPTIONS, guardedBy('GET', `${BASE}${SUBSCRIPTIONS}`), (_req, res) => {
    const records = rowsOf(companyIdOf(res))
      .sort((a, b) => b.id - a.id)
      .map((row) => subscriptionView(store, row));
    res.json({ records });
  });

  router.post(SUBSCRIPTIONS, guardedBy('POST', `${BASE}${SUBSCRIPTIONS}`), (req, res) => {
    const { user, company } = subjectOf(res);
    const checked = checkedSubscription(store, company.id, req.body);
    if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
    const { form } = checked;
    const at = new Date(now()).toISOString();
    const row: ReportSubscriptionRow = {
      id: store.nextId('report_email_subscriptions'),
      company_id: company.id,
      created_by_id: user.id,
      report: form.report,
      frequency: form.frequency,
      format: form.format,
      recipient_ids: form.recipientIds,
      message: form.message,
      next_send_at: new Date(nextSubscriptionSend(form.frequency, jobClockOf(company.id))).toISOString(),
      last_sent_at: null,
      created_at: at,
      updated_at: at,
    };
    store.all('report_email_subscriptions').push(row);
    store.persist();
    audit(res, 'create', row.id, null, row);
    res.status(201).json(subscriptionView(store, row));
  });

  // Before `/:id`, which would take `delete_all` for an id.
  router.delete(
    `${SUBSCRIPTIONS}/delete_all`,
    guardedBy('DELETE', `${BASE}${SUBSCRIPTIONS}/delete_all`),
    (_req, res) => {
      const companyId = companyIdOf(res);
      const rows = store.all('report_email_subscriptions');
      const removed = rows.filter((row) => row.company_id === companyId);
      const kept = rows.filter((row) => row.company_id !== companyId);
      rows.splice(0, rows.length, ...kept);
      store.persist();
      if (removed.length > 0) audit(res, 'delete_all', null, removed, null);
      res.json({ deleted: removed.length });
    },
  );

  router.put(`${SUBSCRIPTIONS}/:id`, guardedBy('PUT', `${BASE}${SUBSCRIPTIONS}/:id`), (req, res) => {
    const row = rowOf(res, req.params.id);
    if (!row) return sendError(res, 'not_found');
    const checked = checkedSubscription(store, row.company_id, req.body);
    if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
    const { form } = checked;
    const before = auditSnapshot(row);
    if (form.frequency !== row.frequency) {
      row.next_send_at = new Date(nextSubscriptionSend(form.frequency, jobClockOf(row.company_id))).toISOString();
    }
    Object.assign(row, {
      report: form.report,
      frequency: form.frequency,
      format: form.format,
      recipient_ids: form.recipientIds,
      message: form.message,
      updated_at: new Date(now()).toISOString(),
    });
    store.persist();
    audit(res, 'update', row.id, before, row);
    res.json(subscriptionView(store, row));
  });

  router.delete(`${SUBSCRIPTIONS}/:id`, guardedBy('DELETE', `${BASE}${SUBSCRIPTIONS}/:id`), (req, res) => {
    const row = rowOf(res, req.params.id);
    if (!row) return sendError(res, 'not_found');
    const rows = store.all('report_email_subscriptions');
    rows.splice(rows.indexOf(row), 1);
    store.persist();
    audit(res, 'delete', row.id, row, null);
    res.status(204).end();
  });

  router.get(OUTBOX, guardedBy('GET', `${BASE}${OUTBOX}`), (_req, res) => {
    const companyId = companyIdOf(res);
    const records = store
      .all('outbox_emails')
      .filter((row): row is OutboxEmailRow => row.kind !== 'notification' && row.company_id === companyId)
      .sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id)
      .slice(0, OUTBOX_PAGE_SIZE)
      .map(outboxEmailView);
    res.json({ records });
  });

  router.get(NOTIFICATION_OUTBOX, guardedBy('GET', `${BASE}${NOTIFICATION_OUTBOX}`), (_req, res) => {
    const companyId = companyIdOf(res);
    const records = store
      .all('outbox_emails')
      .filter((row): row is NotificationEmailRow => row.kind === 'notification' && row.company_id === companyId)
      .sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id)
      .slice(0, OUTBOX_PAGE_SIZE)
      .map(notificationEmailView);
    res.json({ records });
  });

  return router;
}
