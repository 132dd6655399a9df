import { Router, type Request, type Response } from 'express';
import {
  LEADERBOARD_PATH,
  PERSONAL_ANALYTICS_PATH,
  parseReportFilters,
  type ReportRange,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { User } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { personalAnalytics } from './personal-analytics';
import { leaderboard } from './leaderboard';

const V2 = '/api/v2';

/** Answers `read` for the viewer and the asked range (default: the previous month), or the range's problem. */
const rangeRead =
  (now: () => number, read: (viewer: User, range: ReportRange) => unknown) => (req: Request, res: Response) => {
    const parsed = parseReportFilters(req.query as Record<string, unknown>, new Date(now()));
    if ('problem' in parsed) {
      sendError(res, parsed.problem);
      return;
    }
    const { start_date, end_date } = parsed.filters;
    res.json({ result: read(subjectOf(res).user, { start_date, end_date }) });
  };

/** `GET /analytics/me` and `GET /analytics/leaderboard` (issue 18 item 1), `?start_date&end_date`. */
export function analyticsRoutes(store: Store, now: () => number): Router {
  const router = Router();
  router.get(
    PERSONAL_ANALYTICS_PATH.slice(V2.length),
    guardedBy('GET', PERSONAL_ANALYTICS_PATH),
    rangeRead(now, (viewer, range) => personalAnalytics(store, viewer, range)),
  );
  router.get(
    LEADERBOARD_PATH.slice(V2.length),
    guardedBy('GET', LEADERBOARD_PATH),
    rangeRead(now, (viewer, range) => leaderboard(store, viewer, range)),
  );
  return router;
}
