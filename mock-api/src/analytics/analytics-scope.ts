import { reportDayStart, reportRangeEnd, type AnalyticsPerson, type ReportRange } from '@laurel/shared/contract';
import type { Bonus, User } from '../db/types';
import type { Store } from '../db/store';

/** The company's recognitions given within the range's days (UTC), and its people. */
export function analyticsScope(store: Store, companyId: number, range: ReportRange) {
  const from = reportDayStart(range.start_date);
  const to = reportRangeEnd(range);
  const bonuses = store.all('bonuses').filter((bonus) => {
    const at = Date.parse(bonus.created_at);
    return bonus.company_id === companyId && at >= from && at < to;
  });
  const people = store.all('users').filter((user) => user.company_id === companyId);
  return { bonuses, people };
}

export const pointsGivenBy = (bonus: Bonus) => bonus.amount * bonus.receiver_ids.length;

export const analyticsPerson = (user: User): AnalyticsPerson => ({
  id: user.id,
  display_name: user.display_name,
  slug: user.slug,
  profile_pic_url: user.profile_pic_url,
});
