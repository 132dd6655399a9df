import { Router, type Response } from 'express';
import { incentiveUpdateSchema, INCENTIVE_STATES, type ApiErrorId } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { IncentiveRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { checkedIncentive, errorParamsOf, formOfRow } from './incentive-input';
import { incentiveDetail, incentiveListItem } from './incentive-views';

const BASE = '/api/v2/admin/incentives';

export const companyIncentive = (store: Store, companyId: number, id: string | undefined) =>
  store.all('incentives').find((row) => String(row.id) === id && row.company_id === companyId);

export const pendingApprovalsOf = (store: Store, incentiveId: number) =>
  store.all('incentive_claims').filter((claim) => claim.incentive_id === incentiveId && claim.state === 'pending')
    .length;

function refuse(res: Response, id: ApiErrorId, errors?: readonly ApiErrorId[]) {
  sendError(res, id, { errors, params: errorParamsOf(id) });
}

/**
 * Administering incentives (programs §7): list by state, detail, create, update (deactivation sends
 * `state: inactive`) and delete, which keeps the row with `deleted_at` so its claims still read.
 */
export function incentiveAdminRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const detailOf = (row: IncentiveRow) =>
    incentiveDetail(row, pendingApprovalsOf(store, row.id), store.rowsById('users'));

  router.get('/admin/incentives', guardedBy('GET', BASE), (req, res) => {
    const { company } = subjectOf(res);
    const state = req.query.state ?? 'active';
    if (state !== 'all' && !INCENTIVE_STATES.includes(state as never)) return sendError(res, 'bad_request');
    const records = store
      .all('incentives')
      .filter((row) => row.company_id === company.id && row.deleted_at === null)
      .filter((row) => state === 'all' || row.state === state)
      .map((row) => incentiveListItem(row, pendingApprovalsOf(store, row.id)));
    res.json({ records, metadata: { totalCount: records.length } });
  });

  router.get('/admin/incentives/:id', guardedBy('GET', `${BASE}/:id`), (req, res) => {
    const row = companyIncentive(store, subjectOf(res).company.id, req.params.id);
    if (!row || row.deleted_at !== null) return sendError(res, 'not_found');
    res.json(detailOf(row));
  });

  router.post('/admin/incentives', guardedBy('POST', BASE), (req, res) => {
    const { user, company } = subjectOf(res);
    const checked = checkedIncentive(store, company.id, req.body);
    if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
    const row: IncentiveRow = {
      id: store.nextId('incentives'),
      company_id: company.id,
      giver_id: user.id,
      icon_url: null,
      created_at: new Date(now()).toISOString(),
      deleted_at: null,
      ...checked.fields,
    };
    store.all('incentives').push(row);
    store.persist();
    res.status(201).json(detailOf(row));
  });

  router.patch('/admin/incentives/:id', guardedBy('PATCH', `${BASE}/:id`), (req, res) => {
    const row = companyIncentive(store, subjectOf(res).company.id, req.params.id);
    if (!row || row.deleted_at !== null) return sendError(res, 'not_found');
    const update = incentiveUpdateSchema.safeParse(req.body);
    if (!update.success) return sendError(res, 'bad_request');
    const checked = checkedIncentive(store, row.company_id, { ...formOfRow(row), ...update.data });
    if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
    Object.assign(row, checked.fields);
    store.persist();
    res.json(detailOf(row));
  });

  router.delete('/admin/incentives/:id', guardedBy('DELETE', `${BASE}/:id`), (req, res) => {
    const row = companyIncentive(store, subjectOf(res).company.id, req.params.id);
    if (!row || row.deleted_at !== null) return sendError(res, 'not_found');
    row.deleted_at = new Date(now()).toISOString();
    row.state = 'inactive';
    store.persist();
    res.status(204).end();
  });

  return router;
}
