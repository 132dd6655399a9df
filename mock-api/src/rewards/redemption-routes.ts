import { randomBytes } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import {
  hasPermission,
  missingRedemptionDetail,
  redemptionBodySchema,
  redemptionSchemaError,
  resendRedemptionBodySchema,
  REDEMPTION_DEFAULT_SORT,
  REDEMPTION_SORT_FIELDS,
  REDEMPTIONS_PAGE_SIZE,
  SORT_DIRECTIONS,
  type RedemptionListResponse,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { RedemptionRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import type { RateLimiter } from '../security/rate-limit';
import { pageOf, paginate, positiveIntOf } from './catalog-queries';
import { companyStateOf, inactiveReasonsOf, isPointsBoostRow, pointsPriceOf } from './company-catalog';
import { catalogRowOf, settingsOf } from './company-items';
import { isResendable, redemptionRow, redemptionView } from './redemption-rows';

export interface RedemptionRouteOptions {
  idempotent: RequestHandler;
  limiter: RateLimiter;
}

const CLAIM_TOKEN_BYTES = 12;
const REDEMPTIONS_MAX_PAGE_SIZE = 100;

const sortOf = (value: unknown, allowed: readonly string[], fallback: string) =>
  typeof value === 'string' && allowed.includes(value) ? value : fallback;

/**
 * `POST /redemptions`: the body checked, then in one synchronous step the item's state, the denomination's
 * reasons and stock and the earning balance, the debit (and for a points boost the giving credit), the
 * stock decrement and the redemption, so concurrent redemptions can never oversell or overdraw.
 */
export function redemptionRoutes(store: Store, { idempotent, limiter }: RedemptionRouteOptions): Router {
  const router = Router();

  router.post(
    '/redemptions',
    guardedBy('POST', '/api/v2/redemptions'),
    idempotent,
    limiter.limit('redemption', (_req, res) => String(subjectOf(res).user.id)),
    (req, res) => {
      const subject = subjectOf(res);
      const { user, company } = subject;
      const parsed = redemptionBodySchema.safeParse(req.body);
      const invalid = redemptionSchemaError(parsed);
      if (invalid || !parsed.success) return sendError(res, invalid ?? 'bad_request');
      const input = parsed.data.redemption;

      const item = catalogRowOf(store, company.id, input.companyItemId);
      if (!item || item.state === 'archived') return sendError(res, 'not_found');
      const pointsBoost = isPointsBoostRow(item);
      if (pointsBoost && !hasPermission(subject, 'can-claim-points-boost')) {
        return sendError(res, 'points_boost_not_allowed');
      }
      const denomination = item.denominations.find((candidate) => candidate.id === input.denominationId);
      if (!denomination) return sendError(res, 'not_found');
      const setting = settingsOf(store, company.id).get(item.id);
      if (companyStateOf(item, setting) !== 'active') return sendError(res, 'reward_inactive');
      const reasons = inactiveReasonsOf(denomination, setting);
      if (reasons.length === 1 && reasons[0] === 'out_of_stock') return sendError(res, 'out_of_stock');
      if (reasons.length > 0)
        return sendError(res, 'denomination_inactive', { params: { reasons: reasons.join(', ') } });
      const missing = missingRedemptionDetail(item, input);
      if (missing) return sendError(res, missing);
      if (input.gifteeEmail !== undefined && !item.giftable) return sendError(res, 'not_giftable');
      const price = pointsPriceOf(item, denomination);
      if (user.earning_balance < price) {
        return sendError(res, 'insufficient_earning_balance', {
          params: { needed: price, available: user.earning_balance },
        });
      }

      user.earning_balance -= price;
      if (pointsBoost) user.giving_balance += price;
      if (denomination.quantity !== null) denomination.quantity -= 1;
      const row = redemptionRow({
        id: store.nextId('redemptions'),
        companyId: company.id,
        userId: user.id,
        item,
        denomination,
        shippingAddress: input.shippingAddress,
        gifteeEmail: input.gifteeEmail,
        giftMessage: input.giftMessage,
        claimToken: randomBytes(CLAIM_TOKEN_BYTES).toString('base64url'),
        createdAt: new Date().toISOString(),
      });
      store.all('redemptions').push(row);
      store.persist();
      res.status(201).json({ result: redemptionView(row) });
    },
  );

  /** The caller's redemptions, a page at a time (programs §2: page, sort_by, sort_direction). */
  router.get('/rewards/redemptions', guardedBy('GET', '/api/v2/rewards/redemptions'), (req, res) => {
    const { user } = subjectOf(res);
    const sortBy = sortOf(req.query.sort_by, REDEMPTION_SORT_FIELDS, REDEMPTION_DEFAULT_SORT.sortBy);
    const sortDirection = sortOf(req.query.sort_direction, SORT_DIRECTIONS, REDEMPTION_DEFAULT_SORT.sortDirection);
    const key = (row: RedemptionRow) => (sortBy === 'price_in_points' ? row.price_in_points : row.created_at);
    const sign = sortDirection === 'asc' ? 1 : -1;
    const mine = store
      .all('redemptions')
      .filter((row) => row.user_id === user.id)
      .sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : sign * (a.id - b.id)));
    const page = pageOf(req, REDEMPTIONS_MAX_PAGE_SIZE);
    const { rows, pagination } = paginate(mine, {
      ...page,
      pageSize: req.query.page_size === undefined ? REDEMPTIONS_PAGE_SIZE : page.pageSize,
    });
    const body: RedemptionListResponse = {
      records: rows.map(redemptionView),
      metadata: { ...pagination, sortBy, sortDirection } as RedemptionListResponse['metadata'],
    };
    res.json(body);
  });

  const ownRedemption = (userId: number, id: unknown) => {
    const row = store.rowsById('redemptions').get(positiveIntOf(id, 0));
    return row && row.user_id === userId ? row : undefined;
  };

  router.get('/rewards/redemptions/:id', guardedBy('GET', '/api/v2/rewards/redemptions/:id'), (req, res) => {
    const row = ownRedemption(subjectOf(res).user.id, req.params.id);
    if (!row) return sendError(res, 'not_found');
    res.json({ result: redemptionView(row) });
  });

  /** Sends the gift card's e-mail again, to the address given (the owner's, or a giftee's corrected one). */
  router.post(
    '/rewards/redemptions/:id/resend',
    guardedBy('POST', '/api/v2/rewards/redemptions/:id/resend'),
    limiter.limit('resend', (_req, res) => String(subjectOf(res).user.id)),
    (req, res) => {
      const row = ownRedemption(subjectOf(res).user.id, req.params.id);
      if (!row) return sendError(res, 'not_found');
      const parsed = resendRedemptionBodySchema.safeParse(req.body);
      if (!parsed.success) return sendError(res, redemptionSchemaError(parsed) ?? 'bad_request');
      if (!isResendable(row)) return sendError(res, 'not_resendable');
      row.resends.push({ email: parsed.data.email, at: new Date().toISOString() });
      store.persist();
      res.status(202).json({ result: redemptionView(row) });
    },
  );

  return router;
}
