import type { BonusPrivacy } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Bonus, IncentiveClaimRow, IncentiveRow, User } from '../db/types';
import type { NotificationEvent } from '../notifications/notification-writer';

const hashtagsOf = (text: string) => [...text.matchAll(/#(\w+)/g)].map((match) => match[1]!);

/** The company's budget row; every company is seeded with one. */
export const budgetOf = (store: Store, companyId: number) =>
  store.all('company_budgets').find((budget) => budget.company_id === companyId);

/** Whether the company's budget holds what the claim pays. */
export const budgetCovers = (store: Store, claim: IncentiveClaimRow) =>
  (budgetOf(store, claim.company_id)?.balance ?? 0) >= claim.amount;

/**
 * Pays an approved claim in one synchronous step: the company's budget is debited, the claimer's earning
 * balance credited and the recognition post written with the incentive's message and visibility.
 * The caller has checked `budgetCovers` in the same step.
 */
export function payClaim(store: Store, claim: IncentiveClaimRow, incentive: IncentiveRow, claimer: User, at: number) {
  const budget = budgetOf(store, claim.company_id)!;
  budget.balance -= claim.amount;
  claimer.earning_balance += claim.amount;
  const bonus: Bonus = {
    id: store.nextId('bonuses'),
    company_id: claim.company_id,
    giver_id: incentive.giver_id,
    receiver_ids: [claimer.id],
    amount: claim.amount,
    reason: `+${claim.amount} @${claimer.slug} ${incentive.message}`.trim(),
    hashtags: hashtagsOf(incentive.message),
    privacy: incentive.visibility satisfies BonusPrivacy,
    created_at: new Date(at).toISOString(),
    parent_bonus_id: null,
    include_parent_giver: false,
    attachments: [],
    flash_points_used: 0,
  };
  store.all('bonuses').push(bonus);
  claim.bonus_id = bonus.id;
}

/** Where an approver decides the claims that wait for them (the programs remote's approvals page). */
export const APPROVALS_PAGE_PATH = '/incentives/approvals';

/** What the approvers of the claim's current step are told: a claim waits for them. */
export function approvalRequestEvents(claim: IncentiveClaimRow, incentive: IncentiveRow): NotificationEvent[] {
  if (claim.state !== 'pending' || claim.current_step === null) return [];
  const approvers = (claim.approval_levels[claim.current_step] ?? []).filter((id) => id !== claim.user_id);
  return approvers.map((userId) => ({
    userId,
    companyId: claim.company_id,
    type: 'incentive_approval_request',
    message: `A claim of ${incentive.name} waits for your approval (step ${claim.current_step! + 1} of ${claim.approval_levels.length})`,
    action: APPROVALS_PAGE_PATH,
    actorId: claim.user_id,
    eventKey: `incentive_approval:${claim.id}:${claim.current_step}`,
  }));
}

/** What the claimer is told of a decision: each step's approval, the final approval with its post, a decline. */
export function decisionEvent(
  claim: IncentiveClaimRow,
  incentive: IncentiveRow,
  actorId: number | null,
): NotificationEvent {
  const decided = claim.decisions.length;
  const message =
    claim.state === 'approved'
      ? `Your claim of ${incentive.name} was approved: ${claim.amount} points are yours`
      : claim.state === 'declined'
        ? `Your claim of ${incentive.name} was declined`
        : `Your claim of ${incentive.name} passed approval step ${decided} of ${claim.approval_levels.length}`;
  return {
    userId: claim.user_id,
    companyId: claim.company_id,
    type: 'incentive_claim_decision',
    message,
    action: claim.bonus_id === null ? `/incentives/${incentive.id}` : `/bonuses/${claim.bonus_id}`,
    actorId,
    eventKey: `incentive_claim:${claim.id}:${decided}:${claim.state}`,
  };
}
