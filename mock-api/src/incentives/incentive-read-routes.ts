import { Router } from 'express';
import { z } from 'zod';
import {
  announcementRecipientTokenSchema,
  type AnnouncementIncentive,
  RECENT_CLAIMS_TIMEFRAMES,
  type RecentClaimsTimeframe,
  type RecentIncentiveClaims,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { IncentiveRow, User } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { announcementRecipients } from '../recipients/announcement-recipients';
import { claimRefusalOf, claimsLeft, isEligible } from './claim-limits';
import { claimableIncentive } from './incentive-views';
import { companyIncentive } from './incentive-admin-routes';

const DAY_MS = 24 * 60 * 60 * 1000;
const TIMEFRAME_DAYS: Record<RecentClaimsTimeframe, number> = { day: 1, week: 7, month: 30 };
const tokensSchema = z.object({ reason_tokens: z.array(announcementRecipientTokenSchema).max(500) });

/**
 * What employees read of incentives (programs §7): the claimable ones for them (`GET /awards?type=claimable`),
 * one for the claim modal, whether they may claim one, and who claimed what lately.
 */
export function incentiveReadRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const claimableFor = (row: IncentiveRow, user: User) =>
    claimableIncentive(row, store.rowsById('users').get(row.giver_id), claimsLeft(store, row, user, now()));
  const listedFor = (user: User) =>
    store
      .all('incentives')
      .filter((row) => row.company_id === user.company_id && row.deleted_at === null && row.state === 'active')
      .filter((row) => isEligible(store, row, user));

  router.get('/awards', guardedBy('GET', '/api/v2/awards'), (req, res, next) => {
    if (req.query.type !== 'claimable') return next();
    const { user } = subjectOf(res);
    res.json({ result: listedFor(user).map((row) => claimableFor(row, user)) });
  });

  // The modal shows a deleted or inactive incentive with its notice; one not meant for the reader is not found.
  router.get('/awards/:id', guardedBy('GET', '/api/v2/awards/:id'), (req, res) => {
    const { user, company } = subjectOf(res);
    const row = companyIncentive(store, company.id, req.params.id);
    if (!row || !isEligible(store, row, user)) return sendError(res, 'not_found');
    res.json({ result: claimableFor(row, user) });
  });

  router.get(
    '/incentives/metadata/:id/claimability',
    guardedBy('GET', '/api/v2/incentives/metadata/:id/claimability'),
    (req, res) => {
      const { user, company } = subjectOf(res);
      const row = companyIncentive(store, company.id, req.params.id);
      if (!row || (row.deleted_at === null && !isEligible(store, row, user))) return sendError(res, 'not_found');
      const refusal = claimRefusalOf(store, row, user, now());
      res.json({
        result: {
          incentive: { id: row.id, name: row.name },
          user: { id: user.id, display_name: user.display_name },
          claimable: refusal === null,
          reason: refusal?.id ?? null,
        },
      });
    },
  );

  // Only approved claims of publicly visible incentives: the names here are as public as the posts.
  router.get('/incentives/recent_claims', guardedBy('GET', '/api/v2/incentives/recent_claims'), (req, res) => {
    const { user } = subjectOf(res);
    const timeframe = (req.query.timeframe ?? 'week') as RecentClaimsTimeframe;
    if (!RECENT_CLAIMS_TIMEFRAMES.includes(timeframe)) return sendError(res, 'bad_request');
    const since = now() - TIMEFRAME_DAYS[timeframe] * DAY_MS;
    const users = store.rowsById('users');
    const result: RecentIncentiveClaims[] = listedFor(user)
      .filter((row) => row.visibility === 'publicly_visible')
      .map((row) => {
        const receivers = store
          .all('incentive_claims')
          .filter((claim) => claim.incentive_id === row.id && claim.state === 'approved')
          .filter((claim) => Date.parse(claim.decision_date ?? claim.created_at) >= since)
          .flatMap((claim) => {
            const receiver = users.get(claim.user_id);
            return receiver ? [receiver] : [];
          });
        return {
          timeframe,
          incentive: { id: row.id, name: row.name },
          receivers: [...new Map(receivers.map((receiver) => [receiver.id, receiver])).values()].map((receiver) => ({
            id: receiver.id,
            display_name: receiver.display_name,
            profile_pic_url: receiver.profile_pic_url,
          })),
        };
      })
      .filter((entry) => entry.receivers.length > 0);
    res.json({ result });
  });

  // The announcement form: the active incentives at least one of its recipients may claim, with how many may.
  router.post(
    '/incentives/announcement_incentives',
    guardedBy('POST', '/api/v2/incentives/announcement_incentives'),
    (req, res) => {
      const { company } = subjectOf(res);
      const parsed = tokensSchema.safeParse(req.body);
      if (!parsed.success) return sendError(res, 'bad_request');
      const recipients = announcementRecipients(store, company.id, parsed.data.reason_tokens);
      const result: AnnouncementIncentive[] = store
        .all('incentives')
        .filter((row) => row.company_id === company.id && row.deleted_at === null && row.state === 'active')
        .map((row) => ({
          id: row.id,
          name: row.name,
          amount: row.amount,
          eligible_recipients_count: recipients.filter((recipient) => isEligible(store, row, recipient)).length,
        }))
        .filter((entry) => entry.eligible_recipients_count > 0);
      res.json({ result });
    },
  );

  return router;
}
