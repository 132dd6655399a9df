import { Router, type Response } from 'express';
import {
  AWARD_FORM_FIELD,
  AWARD_STATES,
  AWARD_TYPES,
  INCENTIVE_ICON_MAX_MEGABYTES,
  awardUpdateSchema,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { AwardRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { pendingApprovalsOf } from '../incentives/incentive-admin-routes';
import { awardErrorParamsOf, checkedAward, formOfAwardRow } from './award-input';
import { awardDetail, awardListItem, claimableAwardListItem } from './award-views';
import { awardBudgetUsed, pendingGivesOf } from './award-budget';
import { readIncentiveBody } from '../incentives/incentive-form-input';
import { removeIcon, storeIcon } from './award-icons';
import { auditSnapshot, recordRequestChange } from '../audit/record-audit-event';

const BASE = '/api/v2/admin/awards/awards';

export const companyAward = (store: Store, companyId: number, id: string | undefined) =>
  store.all('awards').find((row) => String(row.id) === id && row.company_id === companyId && row.deleted_at === null);

const audited = (row: AwardRow) => ({ subject_type: 'award', subject_id: row.id });

const refuse = (res: Response, id: ApiErrorId, errors?: readonly ApiErrorId[]) =>
  sendError(res, id, { errors, params: { ...awardErrorParamsOf(id), maxMegabytes: INCENTIVE_ICON_MAX_MEGABYTES } });

/**
 * Administering awards (programs §7): the list by type and state (the archived page reads the inactive
 * ones), a manual award's detail, create, update (deactivation sends `state: inactive`) and delete,
 * the form as JSON or multipart with its JSON in `award` and a JPEG or PNG `icon` (kept with the incentives' icons);
 * which keeps the row with `deleted_at` so its gives still read. Claimable awards are listed from the
 * incentives and edited through `/admin/incentives`.
 */
export function awardAdminRoutes(store: Store, { uploadsDir, now }: { uploadsDir: string; now: () => number }): Router {
  const router = Router();
  const detailOf = (row: AwardRow) =>
    awardDetail(row, awardBudgetUsed(store, row, now()), pendingGivesOf(store, row.id), store.rowsById('users'));

  router.get('/admin/awards/awards', guardedBy('GET', BASE), (req, res) => {
    const { company } = subjectOf(res);
    const type = req.query.type ?? 'manual';
    const state = req.query.state ?? 'active';
    if (!AWARD_TYPES.includes(type as never)) return sendError(res, 'bad_request');
    if (state !== 'all' && !AWARD_STATES.includes(state as never)) return sendError(res, 'bad_request');
    const listed = <Row extends { company_id: number; deleted_at: string | null; state: string }>(rows: Row[]) =>
      rows.filter(
        (row) => row.company_id === company.id && row.deleted_at === null && (state === 'all' || row.state === state),
      );
    const records =
      type === 'manual'
        ? listed(store.all('awards')).map((row) =>
            awardListItem(row, awardBudgetUsed(store, row, now()), pendingGivesOf(store, row.id)),
          )
        : listed(store.all('incentives')).map((row) => claimableAwardListItem(row, pendingApprovalsOf(store, row.id)));
    res.json({ records, metadata: { totalCount: records.length } });
  });

  router.get('/admin/awards/awards/:id', guardedBy('GET', `${BASE}/:id`), (req, res) => {
    const row = companyAward(store, subjectOf(res).company.id, req.params.id);
    if (!row) return sendError(res, 'not_found');
    res.json(detailOf(row));
  });

  router.post('/admin/awards/awards', guardedBy('POST', BASE), (req, res, next) => {
    const { user, company } = subjectOf(res);
    readIncentiveBody(req, AWARD_FORM_FIELD)
      .then(async (input) => {
        if ('refused' in input) return refuse(res, input.refused);
        const checked = checkedAward(store, company.id, input.body);
        if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
        const iconUrl = await storeIcon(uploadsDir, company.id, input.icon);
        const row: AwardRow = {
          id: store.nextId('awards'),
          company_id: company.id,
          giver_id: user.id,
          icon_url: iconUrl,
          created_at: new Date(now()).toISOString(),
          deleted_at: null,
          ...checked.fields,
        };
        store.all('awards').push(row);
        store.persist();
        recordRequestChange(store, res, { ...audited(row), action: 'award.create', before: null, after: row }, now);
        res.status(201).json(detailOf(row));
      })
      .catch(next);
  });

  router.patch('/admin/awards/awards/:id', guardedBy('PATCH', `${BASE}/:id`), (req, res, next) => {
    const row = companyAward(store, subjectOf(res).company.id, req.params.id);
    if (!row) return sendError(res, 'not_found');
    readIncentiveBody(req, AWARD_FORM_FIELD)
      .then(async (input) => {
        if ('refused' in input) return refuse(res, input.refused);
        const update = awardUpdateSchema.safeParse(input.body);
        if (!update.success) return refuse(res, 'bad_request');
        const checked = checkedAward(store, row.company_id, { ...formOfAwardRow(row), ...update.data });
        if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
        const before = auditSnapshot(row);
        const replaced = input.icon || update.data.removeIcon ? row.icon_url : null;
        const iconUrl = input.icon
          ? await storeIcon(uploadsDir, row.company_id, input.icon)
          : update.data.removeIcon
            ? null
            : row.icon_url;
        Object.assign(row, checked.fields, { icon_url: iconUrl });
        store.persist();
        recordRequestChange(store, res, { ...audited(row), action: 'award.update', before, after: row }, now);
        await removeIcon(uploadsDir, row.company_id, replaced);
        res.json(detailOf(row));
      })
      .catch(next);
  });

  router.delete('/admin/awards/awards/:id', guardedBy('DELETE', `${BASE}/:id`), (req, res) => {
    const row = companyAward(store, subjectOf(res).company.id, req.params.id);
    if (!row) return sendError(res, 'not_found');
    const before = auditSnapshot(row);
    row.deleted_at = new Date(now()).toISOString();
    row.state = 'inactive';
    store.persist();
    recordRequestChange(store, res, { ...audited(row), action: 'award.delete', before, after: row }, now);
    res.status(204).end();
  });

  return router;
}
