import { Router, type Request, type Response } from 'express';
import {
  PARTICIPATION_API,
  PARTICIPATION_SUMMARY_API,
  parseReportFilters,
  type ReportFilters,
} from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import { subjectOf } from '../../authz/subject';
import { guardedBy } from '../../authz/route-guard';
import { sendError } from '../../http/send-error';
import {
  givingAndReceiving,
  managersAndTeams,
  participationComparison,
  participationOptions,
  participationSummary,
  type ParticipationData,
} from './participation-reports';

export const PARTICIPATION_PATHS = {
  givingAndReceiving: `${PARTICIPATION_API}/giving-and-receiving`,
  managersAndTeams: `${PARTICIPATION_API}/managers-and-teams`,
  compare: `${PARTICIPATION_API}/compare`,
  options: `${PARTICIPATION_API}/options`,
  summary: PARTICIPATION_SUMMARY_API,
} as const;

type Answer = (data: ParticipationData, companyId: number, filters: ReportFilters, req: Request) => unknown;

const pageOf = (req: Request) => Math.max(1, Math.floor(Number(req.query.page)) || 1);

/** The participation reports (programs §2) of the caller's company, with the report filters of the query. */
export function participationRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const read = (answer: Answer) => (req: Request, res: Response) => {
    const parsed = parseReportFilters(req.query as Record<string, unknown>, new Date(now()));
    if ('problem' in parsed) return sendError(res, parsed.problem);
    const data = { users: store.all('users'), bonuses: store.all('bonuses') };
    res.json({ result: answer(data, subjectOf(res).company.id, parsed.filters, req) });
  };
  const route = (path: string, answer: Answer) =>
    router.get(path.replace('/api/v2', ''), guardedBy('GET', path), read(answer));

  route(PARTICIPATION_PATHS.givingAndReceiving, (data, companyId, filters, req) =>
    givingAndReceiving(data, companyId, filters, pageOf(req)),
  );
  route(PARTICIPATION_PATHS.managersAndTeams, managersAndTeams);
  route(PARTICIPATION_PATHS.compare, participationComparison);
  route(PARTICIPATION_PATHS.options, (data, companyId) => participationOptions(data, companyId));
  route(PARTICIPATION_PATHS.summary, participationSummary);
  return router;
}
