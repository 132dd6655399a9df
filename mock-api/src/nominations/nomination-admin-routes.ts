import { Router, type Response } from 'express';
import {
  NOMINATION_PERIODS_PAGE_SIZE,
  NOMINATION_PERIODS_PAGE_SIZE_MAX,
  nominationFavoritesSchema,
  nominationPeriodStatus,
  nominationPeriodUpdateSchema,
  nominationPeriodsQuerySchema,
  pageNumberOf,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { NominationPeriodRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import type { Notifier } from '../notifications/notification-writer';
import { checkedNominationPeriod, formOfPeriod, nominationErrorParams } from './nomination-period-input';
import { nominationPeriodDetail, nominationPeriodListItem } from './nomination-views';
import { companyPeriod, nominationsOf } from './nomination-audience';
import { periodClosedEvents, periodStartedEvents } from './nomination-notifications';
import { auditSnapshot, recordRequestChange } from '../audit/record-audit-event';

const BASE = '/api/v2/admin/nomination_periods';

const refuse = (res: Response, id: ApiErrorId, errors?: readonly ApiErrorId[]) =>
  sendError(res, id, { errors, params: nominationErrorParams(id) });

const perPageOf = (value: string) => {
  const size = Number(value);
  return Number.isInteger(size) && size >= 1
    ? Math.min(size, NOMINATION_PERIODS_PAGE_SIZE_MAX)
    : NOMINATION_PERIODS_PAGE_SIZE;
};

/**
 * Administering nomination periods (programs §4, §7): the list, one period with every nomination and
 * the favourites, create, edit (start now is a PATCH of startDate, visibility a PATCH of its own),
 * close now, favourites and delete, which takes the period's nominations with it.
 */
export function nominationAdminRoutes(store: Store, { notifier, now }: { notifier: Notifier; now: () => number }) {
  const router = Router();
  const detailOf = (row: NominationPeriodRow) =>
    nominationPeriodDetail(row, nominationsOf(store, row.id), store.rowsById('users'), now());
  const periodOf = (res: Response, id: string | undefined) => companyPeriod(store, subjectOf(res).company.id, id);
  const audit = (res: Response, action: string, id: number, before: unknown, after: unknown) =>
    recordRequestChange(
      store,
      res,
      { action: `nomination_period.${action}`, subject_type: 'nomination_period', subject_id: id, before, after },
      now,
    );

  router.get('/admin/nomination_periods', guardedBy('GET', BASE), (req, res) => {
    const query = nominationPeriodsQuerySchema.safeParse(req.query);
    if (!query.success) return sendError(res, 'bad_request');
    const page = pageNumberOf(query.data.page);
    const perPage = perPageOf(query.data.per_page);
    const periods = store
      .all('nomination_periods')
      .filter((row) => row.company_id === subjectOf(res).company.id)
      .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id);
    const people = store.rowsById('users');
    const records = periods
      .slice((page - 1) * perPage, page * perPage)
      .map((row) => nominationPeriodListItem(row, nominationsOf(store, row.id), people, now()));
    res.json({
      records,
      metadata: {
        totalCount: periods.length,
        page,
        perPage,
        pageCount: Math.max(1, Math.ceil(periods.length / perPage)),
      },
    });
  });

  router.get('/admin/nomination_periods/:id', guardedBy('GET', `${BASE}/:id`), (req, res) => {
    const row = periodOf(res, req.params.id);
    if (!row) return sendError(res, 'not_found');
    res.json(detailOf(row));
  });

  router.post('/admin/nomination_periods', guardedBy('POST', BASE), (req, res) => {
    const { user, company } = subjectOf(res);
    const checked = checkedNominationPeriod(req.body);
    if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
    const row: NominationPeriodRow = {
      id: store.nextId('nomination_periods'),
      company_id: company.id,
      creator_id: user.id,
      ...checked.fields,
      favorited_user_ids: [],
      created_at: new Date(now()).toISOString(),
    };
    store.all('nomination_periods').push(row);
    store.persist();
    audit(res, 'create', row.id, null, row);
    res.status(201).json(detailOf(row));
  });

  router.patch('/admin/nomination_periods/:id', guardedBy('PATCH', `${BASE}/:id`), (req, res) => {
    const row = periodOf(res, req.params.id);
    if (!row) return sendError(res, 'not_found');
    const update = nominationPeriodUpdateSchema.safeParse(req.body);
    if (!update.success) return refuse(res, 'bad_request');
    const checked = checkedNominationPeriod({ ...formOfPeriod(row), ...update.data });
    if ('refused' in checked) return refuse(res, checked.refused, checked.errors);
    const at = now();
    const statusOf = () => nominationPeriodStatus({ startDate: row.start_date, endDate: row.end_date }, at);
    const before = statusOf();
    const previous = auditSnapshot(row);
    Object.assign(row, checked.fields);
    store.persist();
    audit(res, 'update', row.id, previous, row);
    if (before === 'upcoming' && statusOf() === 'open') notifier.notify(periodStartedEvents(store, row, at));
    res.json(detailOf(row));
  });

  router.patch('/admin/nomination_periods/:id/close_now', guardedBy('PATCH', `${BASE}/:id/close_now`), (req, res) => {
    const row = periodOf(res, req.params.id);
    if (!row) return sendError(res, 'not_found');
    const at = now();
    if (nominationPeriodStatus({ startDate: row.start_date, endDate: row.end_date }, at) !== 'open') {
      return sendError(res, 'nomination_period_not_open');
    }
    const before = auditSnapshot(row);
    row.end_date = new Date(at).toISOString();
    store.persist();
    audit(res, 'close', row.id, before, row);
    notifier.notify(periodClosedEvents(store, row));
    res.json(detailOf(row));
  });

  router.patch('/admin/nomination_periods/:id/favorites', guardedBy('PATCH', `${BASE}/:id/favorites`), (req, res) => {
    const row = periodOf(res, req.params.id);
    if (!row) return sendError(res, 'not_found');
    const body = nominationFavoritesSchema.safeParse(req.body);
    if (!body.success) return sendError(res, 'bad_request');
    const nominees = new Set(nominationsOf(store, row.id).map((nomination) => nomination.nominated_user_id));
    if (!body.data.userIdsToAdd.every((id) => nominees.has(id))) return sendError(res, 'favorite_not_nominee');
    const before = auditSnapshot(row);
    const removed = new Set(body.data.userIdsToRemove);
    const kept = row.favorited_user_ids.filter((id) => !removed.has(id));
    row.favorited_user_ids = [...new Set([...kept, ...body.data.userIdsToAdd])];
    store.persist();
    audit(res, 'favorites', row.id, before, row);
    res.json(detailOf(row));
  });

  router.delete('/admin/nomination_periods/:id', guardedBy('DELETE', `${BASE}/:id`), (req, res) => {
    const row = periodOf(res, req.params.id);
    if (!row) return sendError(res, 'not_found');
    const periods = store.all('nomination_periods');
    periods.splice(periods.indexOf(row), 1);
    const nominations = store.all('nominations');
    for (let index = nominations.length - 1; index >= 0; index -= 1) {
      if (nominations[index]!.nomination_period_id === row.id) nominations.splice(index, 1);
    }
    store.persist();
    audit(res, 'delete', row.id, row, null);
    res.status(204).end();
  });

  return router;
}
