import {
  awardBudgetLeft,
  AWARD_BANNER_NAMES_MAX,
  type AwardDetail,
  type AwardGiveRequest,
  type AwardListItem,
  type GivableAward,
} from '@laurel/shared/contract';
import type { AwardGiveRow, AwardRow, IncentiveRow, User } from '../db/types';
import { userSummaryOf } from '../incentives/incentive-views';

const summariesOf = (ids: readonly number[], users: ReadonlyMap<number, User>) =>
  ids.flatMap((id) => {
    const user = users.get(id);
    return user ? [userSummaryOf(user)] : [];
  });

/** Programs §3, the admin list item of a manual award. */
export const awardListItem = (row: AwardRow, budgetUsed: number, pendingApprovals: number): AwardListItem => ({
  id: row.id,
  type: 'manual',
  name: row.name,
  amount: row.amount,
  amountEditable: row.amount_editable,
  message: row.message,
  messageEditable: row.message_editable,
  visibility: row.visibility,
  budgetUsed,
  budgetPerPeriod: row.budget_per_period,
  periodType: row.period_type,
  conditionsOperator: row.conditions_operator,
  conditions: row.conditions,
  giverId: row.giver_id,
  iconUrl: row.icon_url,
  state: row.state,
  pendingApprovals,
  approvalStepsCount: row.approval_levels.length,
});

export const awardDetail = (
  row: AwardRow,
  budgetUsed: number,
  pendingApprovals: number,
  users: ReadonlyMap<number, User>,
): AwardDetail => ({
  ...awardListItem(row, budgetUsed, pendingApprovals),
  description: row.description,
  title: row.title,
  visibilityEditable: row.visibility_editable,
  givers: summariesOf(row.giver_ids, users),
  approvalLevels: row.approval_levels.map((step) => summariesOf(step, users)),
});

/** A claimable award (an incentive) in the awards list: no budget, its stock and limits stay on the incentive. */
export const claimableAwardListItem = (row: IncentiveRow, pendingApprovals: number): AwardListItem => ({
  id: row.id,
  type: 'claimable',
  name: row.name,
  amount: row.amount,
  amountEditable: false,
  message: row.message,
  messageEditable: false,
  visibility: row.visibility,
  budgetUsed: 0,
  budgetPerPeriod: null,
  periodType: null,
  conditionsOperator: row.conditions_operator,
  conditions: row.conditions,
  giverId: row.giver_id,
  iconUrl: row.icon_url,
  state: row.state,
  pendingApprovals,
  approvalStepsCount: row.require_approval ? row.approval_levels.length : 0,
});

/** Recognition §2, §7: what the giver and the awards banner read; the latest recipients first. */
export function givableAward(
  row: AwardRow,
  budgetUsed: number,
  paidThisPeriod: readonly AwardGiveRow[],
  users: ReadonlyMap<number, User>,
): GivableAward {
  const recipientIds = [...new Set([...paidThisPeriod].reverse().flatMap((give) => give.receiver_ids))];
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    iconUrl: row.icon_url,
    amount: row.amount,
    amountEditable: row.amount_editable,
    message: row.message,
    messageEditable: row.message_editable,
    visibility: row.visibility,
    visibilityEditable: row.visibility_editable,
    budgetLeft: awardBudgetLeft(row.budget_per_period, budgetUsed),
    periodType: row.period_type,
    requiresApproval: row.approval_levels.length > 0,
    recentRecipients: recipientIds.slice(0, AWARD_BANNER_NAMES_MAX).flatMap((id) => {
      const user = users.get(id);
      return user ? [{ id, displayName: user.display_name }] : [];
    }),
    recipientsCount: recipientIds.length,
  };
}

export function awardGiveView(give: AwardGiveRow, award: AwardRow, users: ReadonlyMap<number, User>): AwardGiveRequest {
  const giver = users.get(give.giver_id);
  return {
    id: give.id,
    award: { id: award.id, name: award.name },
    giver: { id: give.giver_id, displayName: giver?.display_name ?? '' },
    receivers: give.receiver_ids.flatMap((id) => {
      const user = users.get(id);
      return user ? [{ id, displayName: user.display_name, profilePic: user.profile_pic_url }] : [];
    }),
    amount: give.amount,
    reason: give.reason,
    hideGiver: give.hide_giver,
    state: give.state,
    createdAt: give.created_at,
    decisionDate: give.decision_date,
    currentStep: give.current_step,
    stepsCount: give.approval_levels.length,
    bonusId: give.bonus_id,
  };
}
