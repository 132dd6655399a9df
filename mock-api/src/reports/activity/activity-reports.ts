import type { ActivityReport, ActivityReportResults } from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import type { ActivityRequest } from './activity-scope';
import { recognitionActivity } from './recognition-activity';
import { pointsGiven } from './points-given';
import { pointsEarned } from './points-earned';
import { redemptionsReport } from './redemptions-report';
import { rewardsCost } from './rewards-cost';

type Builders = {
  [Report in ActivityReport]: (store: Store, request: ActivityRequest) => ActivityReportResults[Report];
};

export const ACTIVITY_REPORT_BUILDERS: Builders = {
  recognition_activity: recognitionActivity,
  points_given_report: pointsGiven,
  points_earned: pointsEarned,
  redemptions: redemptionsReport,
  rewards_cost: rewardsCost,
};
