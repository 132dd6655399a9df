import { Router, type Request, type Response } from 'express';
import {
  RECOGNITION_MAX_LENGTH,
  awardBudgetLeft,
  awardGiveBodySchema,
  canGiveAward,
  fillAwardMessage,
  type ApiErrorId,
  type ApiErrorParams,
} from '@laurel/shared/contract';
import { byId, type Store } from '../db/store';
import type { AwardGiveRow, User } from '../db/types';
import { subjectOf } from '../authz/subject';
import { actorOf, guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import type { MoneyRouteOptions } from '../bonuses/bonus-routes';
import { resolveRecipients, type RecipientToken } from '../bonuses/resolve-recipients';
import { bonusView } from '../bonuses/bonus-view';
import { bonusEvents } from '../bonuses/recognition-notifications';
import { audienceMatcher } from '../incentives/audience';
import { companyAward } from './award-admin-routes';
import { awardBudgetUsed, giveTotal } from './award-budget';
import { companyBudgetCovers, giveApprovalEvents, payGive } from './award-payout';
import { awardGiveView } from './award-views';

const isAwardGive = (req: Request) =>
  (req.body as { bonus?: { award_id?: unknown } } | undefined)?.bonus?.award_id !== undefined;

const refuse = (res: Response, id: ApiErrorId, params?: ApiErrorParams) => sendError(res, id, { params });

/** The people the tokens name (`@username` of a person, the members of a group) and those the reason names. */
function recipientsOf(store: Store, giver: User, reason: string, tokens: readonly Record<string, unknown>[]) {
  const named = tokens.flatMap((token) =>
    typeof token.token === 'string' && token.type !== 'group' ? [token.token] : [],
  );
  return resolveRecipients(store, giver, `${named.join(' ')} ${reason}`, tokens as readonly RecipientToken[]);
}

/**
 * `POST /bonuses` with `award_id` (recognition §3): a manual award given by an awards admin or one of
 * its givers, to recipients its conditions allow, paid from the company's budget. Every check, the
 * budget per period and the write happen in one synchronous step, so concurrent gives never pass it.
 * A give that needs approval waits (202) and is posted when its last step approves.
 */
export function awardGiveRoutes(store: Store, { idempotent, limiter, notifier, now }: MoneyRouteOptions): Router {
  const router = Router();

  router.post(
    '/bonuses',
    (req, _res, next) => next(isAwardGive(req) ? undefined : 'router'),
    guardedBy('POST', '/api/v2/bonuses'),
    idempotent,
    limiter.limit('give', (_req, res) => String(subjectOf(res).user.id)),
    (req, res) => {
      const { user: giver, company } = subjectOf(res);
      const parsed = awardGiveBodySchema.safeParse(req.body);
      if (!parsed.success) return refuse(res, 'bad_request');
      const input = parsed.data.bonus;
      const award = companyAward(store, company.id, String(input.award_id));
      if (!award) return refuse(res, 'not_found');
      if (award.state !== 'active') return refuse(res, 'award_inactive');
      if (!canGiveAward(actorOf(res), { giverIds: award.giver_ids })) return refuse(res, 'award_not_givable');

      const recipients = recipientsOf(store, giver, input.reason, input.reason_tokens ?? []);
      if (recipients.length === 0) return refuse(res, 'award_recipient_required');
      const eligible = audienceMatcher(store, company.id);
      const refused = recipients.filter((user) => !eligible(user, award.conditions, award.conditions_operator));
      if (refused.length > 0) {
        return refuse(res, 'award_recipient_not_eligible', {
          names: refused.map((user) => user.display_name).join(', '),
        });
      }
      const amount = award.amount_editable && input.amount != null ? input.amount : award.amount;
      if (!Number.isInteger(amount) || amount <= 0) return refuse(res, 'award_amount_invalid');
      const message = award.message_editable && input.reason.trim() !== '' ? input.reason.trim() : award.message;
      const reason = fillAwardMessage(
        message,
        recipients.map((user) => user.slug),
      );
      if (reason.length > RECOGNITION_MAX_LENGTH)
        return refuse(res, 'reason_too_long', { max: RECOGNITION_MAX_LENGTH });

      const at = now();
      const give: AwardGiveRow = {
        id: 0,
        company_id: company.id,
        award_id: award.id,
        giver_id: giver.id,
        receiver_ids: recipients.map((user) => user.id),
        amount,
        reason,
        privacy: award.visibility_editable && input.privacy ? input.privacy : award.visibility,
        hide_giver: input.hide_giver,
        state: award.approval_levels.length > 0 ? 'pending' : 'approved',
        current_step: award.approval_levels.length > 0 ? 0 : null,
        approval_levels: award.approval_levels.map((step) => [...step]),
        decisions: [],
        created_at: new Date(at).toISOString(),
        decision_date: award.approval_levels.length > 0 ? null : new Date(at).toISOString(),
        bonus_id: null,
      };
      const left = awardBudgetLeft(award.budget_per_period, awardBudgetUsed(store, award, at));
      if (left !== null && giveTotal(give) > left) {
        return refuse(res, 'award_budget_exceeded', { left, needed: giveTotal(give), period: award.period_type ?? '' });
      }
      if (give.state === 'approved' && !companyBudgetCovers(store, give)) {
        return refuse(res, 'insufficient_company_budget', { amount: giveTotal(give) });
      }
      give.id = store.nextId('award_gives');
      store.all('award_gives').push(give);
      if (give.state === 'pending') {
        store.persist();
        notifier.notify(giveApprovalEvents(give, award));
        return res
          .status(202)
          .json({ result: null, approval_request: awardGiveView(give, award, store.rowsById('users')) });
      }
      const bonus = payGive(store, give, award, at);
      store.persist();
      const people = store.rowsById('users');
      const shownGiver = people.get(bonus.giver_id)!;
      notifier.notify(bonusEvents(store, bonus, shownGiver));
      const view = bonusView(bonus, byId([shownGiver, ...recipients]));
      res.status(201).json({ result: req.query.include_children === 'true' ? { ...view, children: [] } : view });
    },
  );

  return router;
}
