import { hashtagsOf } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { AwardGiveRow, AwardRow, Bonus } from '../db/types';
import type { NotificationEvent } from '../notifications/notification-writer';
import { budgetOf } from '../incentives/payout';
import { approversNow } from '../approvals/approval-walk';
import { giveTotal } from './award-budget';

/** Where the legacy links send an approver (platform §3). */
export const AWARD_APPROVALS_PATH = '/awards/approval_requests';

/** Whether the company's budget holds what the give pays: awards are paid by the company, not the giver. */
export const companyBudgetCovers = (store: Store, give: AwardGiveRow) =>
  (budgetOf(store, give.company_id)?.balance ?? 0) >= giveTotal(give);

/** Who decides a give now: its current step's approvers, never its giver or one of its receivers. */
export const giveApproversNow = (give: AwardGiveRow) =>
  approversNow(give, give.giver_id).filter((id) => !give.receiver_ids.includes(id));

/**
 * Pays a give in one synchronous step: the company's budget is debited, each receiver credited and
 * the recognition written, posted by the award's giver when the giver asked to be hidden.
 * The caller has checked `companyBudgetCovers` in the same step.
 */
export function payGive(store: Store, give: AwardGiveRow, award: AwardRow, at: number): Bonus {
  budgetOf(store, give.company_id)!.balance -= giveTotal(give);
  const users = store.rowsById('users');
  for (const id of give.receiver_ids) users.get(id)!.earning_balance += give.amount;
  const bonus: Bonus = {
    id: store.nextId('bonuses'),
    company_id: give.company_id,
    giver_id: give.hide_giver ? award.giver_id : give.giver_id,
    receiver_ids: [...give.receiver_ids],
    amount: give.amount,
    reason: give.reason,
    hashtags: hashtagsOf(give.reason),
    privacy: give.privacy,
    created_at: new Date(at).toISOString(),
    parent_bonus_id: null,
    include_parent_giver: false,
    attachments: [],
    flash_points_used: 0,
    award_id: award.id,
    award: { id: award.id, name: award.name, icon_url: award.icon_url },
  };
  store.all('bonuses').push(bonus);
  give.bonus_id = bonus.id;
  return bonus;
}

/** The approvers of the give's current step are told it waits for them. */
export const giveApprovalEvents = (give: AwardGiveRow, award: AwardRow): NotificationEvent[] =>
  giveApproversNow(give).map((userId) => ({
    userId,
    companyId: give.company_id,
    type: 'award_approval_request',
    message: `An award of ${award.name} waits for your approval (step ${give.current_step! + 1} of ${give.approval_levels.length})`,
    action: AWARD_APPROVALS_PATH,
    actorId: give.giver_id,
    eventKey: `award_approval:${give.id}:${give.current_step}`,
  }));

/** The giver is told of a decline, or of the last approval that posted the award. */
export function giveDecisionEvents(give: AwardGiveRow, award: AwardRow, actorId: number): NotificationEvent[] {
  if (give.state === 'pending') return [];
  return [
    {
      userId: give.giver_id,
      companyId: give.company_id,
      type: 'award_give_decision',
      message:
        give.state === 'approved'
          ? `Your award of ${award.name} was approved and posted`
          : `Your award of ${award.name} was declined`,
      action: give.bonus_id === null ? AWARD_APPROVALS_PATH : `/bonuses/${give.bonus_id}`,
      actorId,
      eventKey: `award_give:${give.id}:${give.state}`,
    },
  ];
}
