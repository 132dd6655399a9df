import type {
  ActivityReportFrame,
  PointsGivenReport,
  RecognitionActivityReport,
  RedemptionsReport,
  RewardsCostReport,
} from '@laurel/shared/contract';

export const frameOf = <Row>(rows: Row[], totalCount = rows.length): ActivityReportFrame<Row> => ({
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  department: null,
  departments: ['Engineering', 'Finance'],
  rows,
  pagination: { pageNumber: 1, pageCount: Math.max(1, Math.ceil(totalCount / 24)), totalCount, pageSize: 24 },
});

const emma = { id: 3, displayName: 'Emma Stone' };
const mateo = { id: 4, displayName: 'Mateo Ruiz' };

export const POINTS_GIVEN: PointsGivenReport = {
  ...frameOf([
    { user: emma, department: 'Engineering', recognitions: 2, points: 1250, allowanceUsed: 1000 },
    { user: mateo, department: null, recognitions: 1, points: 10, allowanceUsed: 6 },
  ]),
  totals: { points: 1260, recognitions: 3, givers: 2, allowanceUsed: 1006 },
  byDepartment: [
    { department: 'Engineering', points: 1250, recognitions: 2 },
    { department: '', points: 10, recognitions: 1 },
  ],
};

export const activityWith = (reason: string): RecognitionActivityReport => ({
  ...frameOf([
    {
      id: 9,
      createdAt: '2026-10-31T23:00:00.000Z',
      type: 'celebration',
      giver: emma,
      receivers: [mateo, emma],
      points: 60,
      reason,
    },
  ]),
  totals: { recognitions: 1, points: 60, byType: { peer: 0, award: 0, incentive: 0, celebration: 1 } },
  weeks: [{ weekStart: '2026-10-26', peer: 0, award: 0, incentive: 0, celebration: 1 }],
});

export const REDEMPTIONS: RedemptionsReport = {
  ...frameOf([
    {
      id: 1,
      createdAt: '2026-10-21T10:00:00.000Z',
      user: emma,
      department: 'Engineering',
      reward: 'Amazon $25',
      rewardType: 'gift_card',
      points: 500,
      status: 'declined',
    },
    {
      id: 2,
      createdAt: '2026-10-05T10:00:00.000Z',
      user: mateo,
      department: 'Engineering',
      reward: 'Red Cross',
      rewardType: 'donation',
      points: 250,
      status: 'fulfilled',
    },
  ]),
  totals: { orders: 1, points: 250 },
  byRewardType: [{ rewardType: 'donation', orders: 1, points: 250 }],
};

export const REWARDS_COST: RewardsCostReport = {
  ...frameOf([
    { category: 'donation', orders: 1, points: 250, cost: 62.5 },
    { category: 'electronics', orders: 2, points: 140, cost: 35 },
  ]),
  currency: { isoCode: 'EUR', exchangeRate: 4 },
  totals: { orders: 3, points: 390, cost: 97.5 },
  byMonth: [{ month: '2026-10', points: 390, cost: 97.5 }],
};
