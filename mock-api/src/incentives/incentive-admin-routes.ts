import { Router, type Response } from 'express';
import {
  INCENTIVE_ICON_MAX_MEGABYTES,
  INCENTIVE_STATES,
  incentiveUpdateSchema,
  namedFieldsOf,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { IncentiveRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { companyImagePath, removeCompanyImage, storeCompanyImage } from '../uploads/company-images';
import { checkedIncentive, errorParamsOf, formOfRow } from './incentive-input';
import { readIncentiveBody, type IncentiveBody } from './incentive-form-input';
import { incentiveDetail, incentiveListItem } from './incentive-views';
import { budgetOf } from './payout';
import { auditSnapshot, recordRequestChange } from '../audit/record-audit-event';

const BASE = '/api/v2/admin/incentives';
const ICONS = 'incentive_icons';
/** The list's `state` that reads the deleted incentives instead of the live ones. */
const DELETED = 'deleted';

export const companyIncentive = (store: Store, companyId: number, id: string | undefined) =>
  store.all('incentives').find((row) => String(row.id) === id && row.company_id === companyId);

export const pendingApprovalsOf = (store: Store, incentiveId: number) =>
  store.all('incentive_claims').filter((claim) => claim.incentive_id === incentiveId && claim.state === 'pending')
    .length;

function refuse(res: Response, id: ApiErrorId, errors?: readonly ApiErrorId[]) {
  sendError(res, id, { errors, params: { ...errorParamsOf(id), maxMegabytes: INCENTIVE_ICON_MAX_MEGABYTES } });
}

const audited = (row: IncentiveRow) => ({ subject_type: 'incentive', subject_id: row.id });

const storedIconName = (url: string | null) => url?.split('/').pop() ?? null;

/**
 * Administering incentives (programs §7): list by state (or the deleted ones), detail, create, update (deactivation sends
 * `state: inactive`) and delete, which keeps the row with `deleted_at` so its claims still read.
 * The form comes as JSON, or multipart with a JPEG or PNG icon.
 */
export function incentiveAdminRoutes(
  store: Store,
  { uploadsDir, now }: { uploadsDir: string; now: () => number },
): Router {
  const router = Router();
  const detailOf = (row: IncentiveRow) =>
    incentiveDetail(row, pendingApprovalsOf(store, row.id), store.rowsById('users'));
  const storeIcon = async (companyId: number, icon: IncentiveBody['icon']) =>
    icon &&
    companyImagePath(
      ICONS,
      companyId,
      await storeCompanyImage(uploadsDir, ICONS, companyId, icon.content, icon.extension),
    );
  const removeIcon = (companyId: number, url: string | null) => {
    const name = storedIconName(url);
    return name ? removeCompanyImage(uploadsDir, ICONS, companyId, name) : Promise.resolve();
  };

  router.get('/admin/incentives', guardedBy('GET', BASE), (req, res) => {
    const { company } = subjectOf(res);
    const state = req.query.state ?? 'active';
    const listable = state === 'all' || state === DELETED || INCENTIVE_STATES.includes(state as never);
    if (!listable) return sendError(res, 'bad_request');
    // Deleted incentives are listed only when asked for (the archived page), newest deletion first.
    const records = store
      .all('incentives')
      .filter((row) => row.company_id === company.id && (row.deleted_at !== null) === (state === DELETED))
      .filter((row) => state === 'all' || state === DELETED || row.state === state)
      .sort((a, b) => (state === DELETED ? (b.deleted_at ?? '').localeCompare(a.deleted_at ?? '') : 0))
      .map((row) => incentiveListItem(row, pendingApprovalsOf(store, row.id)));
    // The form's cost estimate divides by the budget's exchange rate (programs §5).
    const budget = budgetOf(store, company.id);
    res.json({
      records,
      metadata: {
        totalCount: records.length,
        budget: { exchangeRate: budget?.exchange_rate ?? 1, isoCode: budget?.iso_code ?? 'USD' },
      },
    });
  });

  router.get('/admin/incentives/:id', guardedBy('GET', `${BASE}/:id`), (req, res) => {
    const row = companyIncentive(store, subjectOf(res).company.id, req.params.id);
    if (!row || row.deleted_at !== null) return sendError(res, 'not_found');
    res.json(detailOf(row));
  });

  router.post('/admin/incentives', guardedBy('POST', BASE), (req, res, next) => {
    const { user, company } = subjectOf(res);
    readIncentiveBody(req)
      .then(async (input) => {
        if ('refused' in input) return refuse(res, input.refused);
        const checked = checkedIncentive(store, company.id, input.body);
        if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
        const row: IncentiveRow = {
          id: store.nextId('incentives'),
          company_id: company.id,
          giver_id: user.id,
          icon_url: await storeIcon(company.id, input.icon),
          created_at: new Date(now()).toISOString(),
          deleted_at: null,
          ...checked.fields,
        };
        store.all('incentives').push(row);
        store.persist();
        recordRequestChange(store, res, { ...audited(row), action: 'incentive.create', before: null, after: row }, now);
        res.status(201).json(detailOf(row));
      })
      .catch(next);
  });

  router.patch('/admin/incentives/:id', guardedBy('PATCH', `${BASE}/:id`), (req, res, next) => {
    const row = companyIncentive(store, subjectOf(res).company.id, req.params.id);
    if (!row || row.deleted_at !== null) return sendError(res, 'not_found');
    readIncentiveBody(req)
      .then(async (input) => {
        if ('refused' in input) return refuse(res, input.refused);
        const update = incentiveUpdateSchema.safeParse(input.body);
        if (!update.success) return refuse(res, 'bad_request');
        const changes = namedFieldsOf(update.data, input.body as object);
        const checked = checkedIncentive(store, row.company_id, { ...formOfRow(row), ...changes });
        if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
        const before = auditSnapshot(row);
        const replaced = input.icon || update.data.removeIcon ? row.icon_url : null;
        const iconUrl = input.icon
          ? await storeIcon(row.company_id, input.icon)
          : update.data.removeIcon
            ? null
            : row.icon_url;
        Object.assign(row, checked.fields, { icon_url: iconUrl });
        store.persist();
        recordRequestChange(store, res, { ...audited(row), action: 'incentive.update', before, after: row }, now);
        await removeIcon(row.company_id, replaced);
        res.json(detailOf(row));
      })
      .catch(next);
  });

  router.delete('/admin/incentives/:id', guardedBy('DELETE', `${BASE}/:id`), (req, res) => {
    const row = companyIncentive(store, subjectOf(res).company.id, req.params.id);
    if (!row || row.deleted_at !== null) return sendError(res, 'not_found');
    const before = auditSnapshot(row);
    row.deleted_at = new Date(now()).toISOString();
    row.state = 'inactive';
    store.persist();
    recordRequestChange(store, res, { ...audited(row), action: 'incentive.delete', before, after: row }, now);
    res.status(204).end();
  });

  return router;
}
