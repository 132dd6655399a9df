import { Router, type Response } from 'express';
import {
  CELEBRATION_STATES,
  CELEBRATION_TYPES,
  PERSONAL_CELEBRATION_TYPES,
  celebrationCreateSchema,
  celebrationDefaults,
  celebrationUpdateSchema,
  namedFieldsOf,
  type ApiErrorId,
  type Celebration,
  type CelebrationMetadata,
  type CelebrationType,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { CelebrationRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { celebrationErrorParamsOf, checkedCelebration } from './celebration-input';
import { celebrationView } from './celebration-views';
import { receivesCelebration } from './run-celebrations';
import { auditSnapshot, recordRequestChange } from '../audit/record-audit-event';

const BASE = '/api/v2/admin/celebrations';

export const companyCelebration = (store: Store, companyId: number, id: unknown) =>
  store.all('celebrations').find((row) => String(row.id) === id && row.company_id === companyId);

function refuse(res: Response, id: ApiErrorId, errors?: readonly ApiErrorId[], type?: string) {
  sendError(res, id, { errors, params: { ...celebrationErrorParamsOf(id), type: type ?? '' } });
}

const nextGroupId = (store: Store) =>
  Math.max(0, ...store.all('celebrations').map((row) => row.receiving_rules_group?.id ?? 0)) + 1;

/**
 * Administering celebrations (programs §7): the list by state (active by default; `inactive` or `all` too),
 * the form's metadata for a type, detail, create over the type's defaults, change (deactivation and
 * reactivation send `state`) and reset to the type's defaults.
 */
export function celebrationAdminRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const save = (row: CelebrationRow, res: Response, action: string, before: unknown, status = 200) => {
    row.updated_at = new Date(now()).toISOString();
    store.persist();
    recordRequestChange(
      store,
      res,
      { action: `celebration.${action}`, subject_type: 'celebration', subject_id: row.id, before, after: row },
      now,
    );
    res.status(status).json(celebrationView(row));
  };

  router.get('/admin/celebrations', guardedBy('GET', BASE), (req, res) => {
    const { company } = subjectOf(res);
    const state = req.query.state ?? 'active';
    if (state !== 'all' && !CELEBRATION_STATES.includes(state as never)) return sendError(res, 'bad_request');
    const records = store
      .all('celebrations')
      .filter((row) => row.company_id === company.id && (state === 'all' || row.state === state))
      .map(celebrationView);
    res.json({ records, metadata: { totalCount: records.length } });
  });

  router.get('/admin/celebrations/metadata', guardedBy('GET', `${BASE}/metadata`), (req, res) => {
    const { company } = subjectOf(res);
    const id = req.query.celebration_id ?? req.query.celebrationId;
    const typeAsked = req.query.celebration_type ?? req.query.celebrationType;
    const row = id === undefined ? undefined : companyCelebration(store, company.id, id);
    if (id !== undefined && !row) return sendError(res, 'not_found');
    const type = row?.type ?? (typeAsked as CelebrationType);
    if (!CELEBRATION_TYPES.includes(type)) return sendError(res, 'bad_request');
    const defaults = celebrationDefaults(type);
    const people = store.all('users').filter((user) => user.company_id === company.id && user.status === 'active');
    const receives = row ? receivesCelebration(store, row) : () => true;
    const metadata: CelebrationMetadata = {
      type,
      defaultAmount: defaults.amount ?? 0,
      defaultVisibility: defaults.visibility,
      defaultWorkAnniversaryPointSetting: defaults.workAnniversaryPointSetting,
      scopedCount: people.filter(receives).length,
      totalCount: people.length,
    };
    res.json(metadata);
  });

  router.get('/admin/celebrations/:id', guardedBy('GET', `${BASE}/:id`), (req, res) => {
    const row = companyCelebration(store, subjectOf(res).company.id, req.params.id);
    if (!row) return sendError(res, 'not_found');
    res.json(celebrationView(row));
  });

  router.post('/admin/celebrations', guardedBy('POST', BASE), (req, res) => {
    const { company } = subjectOf(res);
    const parsed = celebrationCreateSchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 'bad_request');
    const { type } = parsed.data;
    const taken = store.all('celebrations').some((row) => row.company_id === company.id && row.type === type);
    if (PERSONAL_CELEBRATION_TYPES.includes(type) && taken) return refuse(res, 'celebration_type_exists', [], type);
    const wanted = { ...celebrationDefaults(type), ...namedFieldsOf(parsed.data, req.body as object), type };
    const receivingRulesGroup = wanted.receivingRulesGroup && { id: 0, ...wanted.receivingRulesGroup };
    const checked = checkedCelebration(store, company.id, { ...wanted, receivingRulesGroup }, nextGroupId(store));
    if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
    const at = new Date(now()).toISOString();
    const row: CelebrationRow = {
      id: store.nextId('celebrations'),
      company_id: company.id,
      ...checked.fields,
      created_at: at,
      updated_at: at,
    };
    store.all('celebrations').push(row);
    save(row, res, 'create', null, 201);
  });

  router.patch('/admin/celebrations/:id', guardedBy('PATCH', `${BASE}/:id`), (req, res) => {
    const row = companyCelebration(store, subjectOf(res).company.id, req.params.id);
    if (!row) return sendError(res, 'not_found');
    const parsed = celebrationUpdateSchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 'bad_request');
    const { id: _id, ...stored } = celebrationView(row);
    const changes = namedFieldsOf(parsed.data, req.body as object);
    const merged: Omit<Celebration, 'id'> = {
      ...stored,
      ...changes,
      receivingRulesGroup:
        changes.receivingRulesGroup === undefined
          ? stored.receivingRulesGroup
          : changes.receivingRulesGroup && { id: 0, ...changes.receivingRulesGroup },
    };
    const groupId = row.receiving_rules_group?.id ?? nextGroupId(store);
    const checked = checkedCelebration(store, row.company_id, merged, groupId);
    if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
    const before = auditSnapshot(row);
    Object.assign(row, checked.fields);
    save(row, res, 'update', before);
  });

  // The spec names the action, not its call: everything back to the type's defaults, its own day and state kept.
  router.post('/admin/celebrations/:id/reset', guardedBy('POST', `${BASE}/:id/reset`), (req, res) => {
    const row = companyCelebration(store, subjectOf(res).company.id, req.params.id);
    if (!row) return sendError(res, 'not_found');
    const defaults = celebrationDefaults(row.type);
    const checked = checkedCelebration(
      store,
      row.company_id,
      { ...defaults, giverId: row.giver_id, state: row.state, celebrationDate: row.celebration_date },
      0,
    );
    if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
    const before = auditSnapshot(row);
    Object.assign(row, checked.fields);
    save(row, res, 'reset', before);
  });

  return router;
}
