import type { SubscriptionFigure, SubscriptionReport } from '@laurel/shared/contract';
import type { Store } from '../db/store';

const inPeriod = (createdAt: string, start: number, end: number) => {
  const moment = Date.parse(createdAt);
  return moment >= start && moment < end;
};

/** The headline figures of a report for one company over [start, end): what its e-mail leads with. */
export function reportFigures(
  store: Store,
  report: SubscriptionReport,
  companyId: number,
  { start, end }: { start: number; end: number },
): SubscriptionFigure[] {
  const recognitions = store
    .all('bonuses')
    .filter((bonus) => bonus.company_id === companyId && inPeriod(bonus.created_at, start, end));
  const redemptions = store
    .all('redemptions')
    .filter((row) => row.company_id === companyId && inPeriod(row.created_at, start, end));
  const pointsGiven = recognitions.reduce((sum, bonus) => sum + bonus.amount * bonus.receiver_ids.length, 0);
  const givers = new Set(recognitions.map((bonus) => bonus.giver_id)).size;
  const receivers = new Set(recognitions.flatMap((bonus) => bonus.receiver_ids)).size;
  const redeemedPoints = redemptions.reduce((sum, row) => sum + row.price_in_points, 0);

  switch (report) {
    case 'participation': {
      const active = store.all('users').filter((user) => user.company_id === companyId && user.status === 'active');
      return [
        { id: 'activePeople', value: active.length },
        { id: 'givers', value: givers },
        { id: 'receivers', value: receivers },
      ];
    }
    case 'recognition-activity':
      return [
        { id: 'recognitions', value: recognitions.length },
        { id: 'givers', value: givers },
      ];
    case 'points-given':
      return [
        { id: 'pointsGiven', value: pointsGiven },
        { id: 'recognitions', value: recognitions.length },
      ];
    case 'points-earned':
      return [
        { id: 'pointsEarned', value: pointsGiven },
        { id: 'receivers', value: receivers },
      ];
    case 'redemptions':
    case 'rewards-cost':
      return [
        { id: 'redemptions', value: redemptions.length },
        { id: 'redeemedPoints', value: redeemedPoints },
      ];
  }
}
