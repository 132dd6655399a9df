import { periodStartOf } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { AwardGiveRow, AwardRow } from '../db/types';

/** A pending give holds its points: the budget cannot promise them twice while approvers decide. */
const holdsBudget = (give: AwardGiveRow) => give.state !== 'declined';

export const giveTotal = (give: Pick<AwardGiveRow, 'amount' | 'receiver_ids'>) =>
  give.amount * give.receiver_ids.length;

/** Points given from the award in the period holding `at`; 0 without a budget period. */
export function awardBudgetUsed(store: Store, award: AwardRow, at: number): number {
  if (!award.period_type) return 0;
  const since = periodStartOf(award.period_type, at);
  return store
    .all('award_gives')
    .filter((give) => give.award_id === award.id && holdsBudget(give) && Date.parse(give.created_at) >= since)
    .reduce((sum, give) => sum + giveTotal(give), 0);
}

export const pendingGivesOf = (store: Store, awardId: number) =>
  store.all('award_gives').filter((give) => give.award_id === awardId && give.state === 'pending').length;
