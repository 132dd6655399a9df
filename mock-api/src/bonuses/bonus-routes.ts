import { Router, type RequestHandler } from 'express';
import {
  RECOGNITION_MAX_LENGTH,
  addOnRecipientIds,
  pointsSpendOf,
  recognitionFactsOf,
  totalAmountOf,
  recognitionErrorParams,
  validateRecognition,
  type RecognitionError,
} from '@laurel/shared/contract';
import { byId, type Store } from '../db/store';
import type { Bonus, BonusPrivacy, Company, User } from '../db/types';
import { recipientsPreferredPrivacy } from './recipients-preferred-privacy';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { bonusInputOf, type BonusInput } from './bonus-input';
import { bonusView } from './bonus-view';
import { visibleTo } from './bonus-visibility';
import { rulesFor, transferPoints } from './recognition-rules';
import { mixesCsvGroup, resolveRecipients, unknownRecipientNames } from './resolve-recipients';
import { claimVideos, resolveAttachments } from './bonus-attachments';
import { sendError } from '../http/send-error';
import type { RateLimiter } from '../security/rate-limit';
import type { Notifier } from '../notifications/notification-writer';
import { bonusEvents } from './recognition-notifications';
import { flashPointsSpendableBy } from './flash-points';
import { givenQualityContext, qualityScorer } from '../quality/quality-context';
import { defaultPrivacyOf } from '../company-settings/company-admin-settings';

export interface MoneyRouteOptions {
  /** The shared Idempotency-Key middleware (`security/idempotency`). */
  idempotent: RequestHandler;
  limiter: RateLimiter;
  notifier: Notifier;
  now: () => number;
}

/**
 * Spec §4, §6: an add-on keeps its parent's privacy; otherwise the giver's choice when the company offers one,
 * else the privacy every recipient prefers (profile settings), else the company's rule.
 */
const privacyOf = (
  company: Company,
  input: BonusInput,
  parent: Bonus | undefined,
  recipients: User[],
): BonusPrivacy => {
  if (parent) return parent.privacy;
  const offered = company.settings.bonus_privacy;
  if (offered && input.privacy) return input.privacy;
  return recipientsPreferredPrivacy(recipients) ?? (offered ? 'publicly_visible' : defaultPrivacyOf(company));
};

/**
 * `POST /bonuses`: every rule checked, then in one synchronous step the giver is debited, each receiver
 * credited and the recognition stored, so concurrent gives can never overdraw a balance.
 */
export function bonusRoutes(store: Store, { idempotent, limiter, notifier, now }: MoneyRouteOptions): Router {
  const router = Router();

  router.post(
    '/bonuses',
    guardedBy('POST', '/api/v2/bonuses'),
    idempotent,
    limiter.limit('give', (_req, res) => String(subjectOf(res).user.id)),
    (req, res) => {
      const subject = subjectOf(res);
      const { user: giver, company } = subject;
      const input = bonusInputOf(req.body, req.query);
      if (!input) return sendError(res, 'bad_request');
      if (input.reason.length > RECOGNITION_MAX_LENGTH) {
        return sendError(res, 'reason_too_long', { params: { max: RECOGNITION_MAX_LENGTH } });
      }
      // An add-on joins only a recognition its giver can see.
      const asked = input.parent_bonus_id === null ? undefined : store.rowsById('bonuses').get(input.parent_bonus_id);
      const parent = asked && visibleTo(store, giver)(asked) ? asked : undefined;
      if (input.parent_bonus_id !== null && !parent) return sendError(res, 'parent_bonus_not_found');
      const joined = parent ? addOnRecipientIds(parent, input.include_parent_giver) : [];
      const recipients = resolveRecipients(store, giver, input.reason, input.reason_tokens, joined);
      if (mixesCsvGroup(store, giver, input.reason_tokens, recipients)) return sendError(res, 'csv_group_not_alone');
      if (unknownRecipientNames(store, giver, input.reason, input.reason_tokens).length > 0) {
        return sendError(res, 'unknown_recipient');
      }
      const attachments = resolveAttachments(store, subjectOf(res), input.attachments);
      if (!attachments) return sendError(res, 'attachment_failed');
      const facts = recognitionFactsOf(input.reason, recipients.length);
      const flashPoints = flashPointsSpendableBy(store, subject, now());
      const rules = rulesFor(store, company, giver, flashPoints);
      const errors = validateRecognition(facts, rules);
      if (errors.length > 0) {
        const [first] = errors as [RecognitionError];
        return sendError(res, first, { errors, params: recognitionErrorParams(rules) });
      }

      const amount = facts.amount ?? 0;
      const spend = pointsSpendOf(totalAmountOf(facts), { flashPoints, givingBalance: giver.giving_balance });
      // The giver is charged exactly as the composer showed, or not at all.
      if (input.flash_points_used !== null && input.flash_points_used !== spend.flashPointsUsed) {
        return sendError(res, 'flash_points_changed');
      }
      transferPoints(giver, recipients, amount, spend);
      const bonus: Bonus = {
        id: store.nextId('bonuses'),
        company_id: company.id,
        giver_id: giver.id,
        receiver_ids: recipients.map((recipient) => recipient.id),
        amount,
        reason: input.reason,
        hashtags: [...facts.hashtags],
        privacy: privacyOf(company, input, parent, recipients),
        created_at: new Date().toISOString(),
        parent_bonus_id: parent?.id ?? null,
        include_parent_giver: input.include_parent_giver,
        flash_points_used: spend.flashPointsUsed,
        attachments,
        quality_score: qualityScorer.score(input.reason, givenQualityContext(store, company, recipients)),
        ...(input.application_name && { application_name: input.application_name }),
        ...(input.ms_teams_meeting_id && { ms_teams_meeting_id: input.ms_teams_meeting_id }),
      };
      store.all('bonuses').push(bonus);
      claimVideos(store, bonus);
      // Search notices the appended recognition by itself and indexes it on its next query.
      store.persist();
      notifier.notify(bonusEvents(store, bonus, giver));
      const view = bonusView(bonus, byId([giver, ...recipients]));
      // A recognition given just now has no add-ons yet.
      res.status(201).json({ result: input.include_children ? { ...view, children: [] } : view });
    },
  );

  return router;
}
