import type {
  ClaimableIncentive,
  IncentiveClaim,
  IncentiveDetail,
  IncentiveListItem,
  IncentiveUserSummary,
} from '@laurel/shared/contract';
import type { IncentiveClaimRow, IncentiveRow, User } from '../db/types';
import { INCENTIVE_PROOFS_PATH } from './incentive-files';

export const userSummaryOf = (user: User): IncentiveUserSummary => ({
  id: user.id,
  displayName: user.display_name,
  email: user.email,
  profilePic: user.profile_pic_url,
  username: user.slug,
});

const claimLimitOf = (row: IncentiveRow) =>
  row.claim_limit_mode === 'perEmployee'
    ? row.user_claim_limit
    : row.claim_limit_mode === 'perPeriod'
      ? row.claim_limit_quantity
      : null;

/** Programs §3, the admin list shape. */
export const incentiveListItem = (row: IncentiveRow, pendingApprovals: number): IncentiveListItem => ({
  id: row.id,
  name: row.name,
  giverId: row.giver_id,
  periodType: row.claim_limit_mode === 'perPeriod' ? row.period_type : null,
  amount: row.amount,
  message: row.message,
  iconUrl: row.icon_url,
  state: row.state,
  visibility: row.visibility,
  requireProof: row.require_proof,
  conditionsOperator: row.conditions_operator,
  conditions: row.conditions,
  claimLimitMode: row.claim_limit_mode,
  claimLimit: claimLimitOf(row),
  quantity: row.quantity,
  pendingApprovals,
  type: 'claimable',
  deletedAt: row.deleted_at,
});

export const incentiveDetail = (
  row: IncentiveRow,
  pendingApprovals: number,
  users: ReadonlyMap<number, User>,
): IncentiveDetail => ({
  ...incentiveListItem(row, pendingApprovals),
  description: row.description,
  requireApproval: row.require_approval,
  approvalLevels: row.approval_levels.map((step) =>
    step.flatMap((id) => {
      const user = users.get(id);
      return user ? [userSummaryOf(user)] : [];
    }),
  ),
});

const conditionsText = (row: IncentiveRow) =>
  row.conditions.length === 0
    ? 'Everyone'
    : row.conditions
        .map(({ attr, value }) => `${attr.replace('?', '')}: ${value}`)
        .join(` ${row.conditions_operator} `);

/** Programs §3, the claim flow's read; `claimsLeft` is the reader's, under the limits. */
export function claimableIncentive(
  row: IncentiveRow,
  giver: User | undefined,
  claimsLeft: number | null,
): ClaimableIncentive {
  const outOfStock = row.quantity !== null && row.quantity <= 0;
  return {
    id: row.id,
    amount: row.amount,
    claim_amount: `${row.amount} points`,
    giver_avatar: giver?.profile_pic_url ?? null,
    emoji_avatar: null,
    deleted_at: row.deleted_at,
    description: row.description,
    name: row.name,
    require_proof: row.require_proof,
    state: row.state,
    receivable_by_everyone: row.conditions.length === 0 ? 'everyone' : 'for_you',
    out_of_stock: outOfStock,
    stock_message: row.quantity === null ? null : outOfStock ? 'Out of stock' : `${row.quantity} left`,
    auto_approved: !row.require_approval,
    giver_id: row.giver_id,
    link_text: row.link_text,
    link_url: row.link_url,
    display_receiving_conditions: conditionsText(row),
    award_avatar: row.icon_url,
    claims_left: claimsLeft,
  };
}

export function claimView(
  claim: IncentiveClaimRow,
  incentive: IncentiveRow | undefined,
  users: ReadonlyMap<number, User>,
): IncentiveClaim {
  const claimer = users.get(claim.user_id);
  return {
    id: claim.id,
    award: { id: claim.incentive_id, name: incentive?.name ?? '', amount: claim.amount },
    receivers: claimer
      ? [{ id: claimer.id, display_name: claimer.display_name, profile_pic_url: claimer.profile_pic_url }]
      : [],
    claim_reason: claim.claim_reason,
    claim_attachment: claim.claim_attachment && {
      url: `${INCENTIVE_PROOFS_PATH}/${claim.company_id}/${claim.claim_attachment.stored_name}`,
      type: claim.claim_attachment.type,
      filename: claim.claim_attachment.filename,
    },
    state: claim.state,
    auto_approved: claim.auto_approved,
    created_at: claim.created_at,
    decision_date: claim.decision_date,
    current_step: claim.current_step,
    steps_count: claim.approval_levels.length,
    decisions: claim.decisions.map((decision) => ({
      ...decision,
      approver_name: users.get(decision.approver_id)?.display_name ?? '',
    })),
    bonus_id: claim.bonus_id,
  };
}
