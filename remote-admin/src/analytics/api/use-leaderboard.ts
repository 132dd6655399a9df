import { LEADERBOARD_PATH, type Leaderboard, type ReportRange } from '@laurel/shared/contract';
import { useReport } from '../../reports-kit';

/** `GET /analytics/leaderboard` for the range: the top givers and receivers. */
export const useLeaderboard = (range: ReportRange) =>
  useReport<Leaderboard>(LEADERBOARD_PATH.replace('/api/v2/', ''), range);
