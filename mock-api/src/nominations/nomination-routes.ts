import { Router, type Response } from 'express';
import {
  NOMINATION_PERIOD_STATUSES,
  NOMINATION_REASON_MAX_LENGTH,
  canNominateMore,
  nominationPeriodStatus,
  nominationSchema,
  type ApiErrorId,
  type ApiErrorParams,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { NominationPeriodRow, NominationRow, User } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { companyPeriod, nominationsOf, periodAudience } from './nomination-audience';
import { nominationView, nominatorNominationPeriod } from './nomination-views';

const refuse = (res: Response, id: ApiErrorId, params: ApiErrorParams = {}) =>
  sendError(res, id, { params: { max: NOMINATION_REASON_MAX_LENGTH, ...params } });

const ownNominations = (store: Store, period: NominationPeriodRow, user: User) =>
  nominationsOf(store, period.id).filter((nomination) => nomination.nominator_id === user.id);

/**
 * Nominating (programs §3, §4, §7): the periods the reader may nominate in, with their own nominations,
 * and a nomination. Every rule of a nomination is checked and the nomination written in one
 * synchronous step, so concurrent nominations never pass the limit or nominate someone twice.
 */
export function nominationRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const viewOf = (period: NominationPeriodRow, user: User) =>
    nominatorNominationPeriod(period, ownNominations(store, period, user), store.rowsById('users'), now());

  router.get('/nomination_periods', guardedBy('GET', '/api/v2/nomination_periods'), (req, res) => {
    const { user, company } = subjectOf(res);
    const status = req.query.status;
    if (status !== undefined && !NOMINATION_PERIOD_STATUSES.includes(status as never)) {
      return sendError(res, 'bad_request');
    }
    const reader = user;
    const records = store
      .all('nomination_periods')
      .filter((period) => period.company_id === company.id && periodAudience(store, period).mayNominate(reader))
      .map((period) => viewOf(period, reader))
      .filter((period) => status === undefined || period.status === status)
      .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
    res.json({ records });
  });

  // A period the reader may not nominate in is not theirs to read: 404, as for another company's.
  router.get('/nomination_periods/:id', guardedBy('GET', '/api/v2/nomination_periods/:id'), (req, res) => {
    const { user, company } = subjectOf(res);
    const period = companyPeriod(store, company.id, req.params.id);
    const reader = user;
    if (!period || !periodAudience(store, period).mayNominate(reader)) return sendError(res, 'not_found');
    res.json(viewOf(period, reader));
  });

  router.get('/nominations', guardedBy('GET', '/api/v2/nominations'), (req, res) => {
    const { user, company } = subjectOf(res);
    const periodId = req.query.nomination_period_id;
    if (periodId !== undefined && typeof periodId !== 'string') return sendError(res, 'bad_request');
    const people = store.rowsById('users');
    const records = store
      .all('nominations')
      .filter((row) => row.company_id === company.id && row.nominator_id === user.id)
      .filter((row) => periodId === undefined || String(row.nomination_period_id) === periodId)
      .filter((row) => people.has(row.nominated_user_id))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((row) => nominationView(row, people));
    res.json({ records });
  });

  router.post('/nominations', guardedBy('POST', '/api/v2/nominations'), (req, res) => {
    const { user, company } = subjectOf(res);
    const body = nominationSchema.safeParse(req.body);
    if (!body.success) return refuse(res, 'bad_request');
    const people = store.rowsById('users');
    const nominator = user;
    const period = companyPeriod(store, company.id, String(body.data.nominationPeriodId));
    if (!period) return refuse(res, 'not_found');
    const audience = periodAudience(store, period);
    if (!audience.mayNominate(nominator)) return refuse(res, 'not_nominator');
    const at = now();
    if (nominationPeriodStatus({ startDate: period.start_date, endDate: period.end_date }, at) !== 'open') {
      return refuse(res, 'nomination_period_not_open');
    }
    const reason = body.data.reason.trim();
    if (reason.length === 0) return refuse(res, 'nomination_reason_required');
    if (reason.length > NOMINATION_REASON_MAX_LENGTH) return refuse(res, 'nomination_reason_too_long');
    if (body.data.nominatedUserId === nominator.id) return refuse(res, 'self_nomination');
    const nominee = people.get(body.data.nominatedUserId);
    if (!nominee || !audience.mayBeNominated(nominee)) return refuse(res, 'nominee_not_eligible');
    const own = ownNominations(store, period, nominator);
    if (own.some((nomination) => nomination.nominated_user_id === nominee.id)) {
      return refuse(res, 'nomination_duplicate');
    }
    if (!canNominateMore(period.nomination_limit, own.length)) {
      return refuse(res, 'nomination_limit_reached', { limit: period.nomination_limit ?? 0 });
    }
    const row: NominationRow = {
      id: store.nextId('nominations'),
      company_id: company.id,
      nomination_period_id: period.id,
      nominator_id: nominator.id,
      nominated_user_id: nominee.id,
      reason,
      created_at: new Date(at).toISOString(),
    };
    store.all('nominations').push(row);
    store.persist();
    res.status(201).json(nominationView(row, people));
  });

  return router;
}
