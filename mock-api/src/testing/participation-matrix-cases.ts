import {
  PARTICIPATION_API,
  PARTICIPATION_SUMMARY_API,
  type GivingAndReceiving,
  type ParticipationSummary,
} from '@laurel/shared/contract';
import type { CaseContext, MatrixCase } from './matrix-cases';

/** The participation and participation-summary menu entries (platform §6): global admins, in any tier. */
const PARTICIPATION_VIEWERS = ['global_admin', 'trial_admin'];

const get = (ctx: CaseContext, path: string) => ctx.http.get(path).set(ctx.headers);

const activePeopleOf = ({ db, actor }: CaseContext) =>
  db.users.filter((user) => user.company_id === actor.user.company_id && user.status === 'active').length;

const read = (path: string, leaks?: MatrixCase['leaks']): MatrixCase => ({
  allowed: PARTICIPATION_VIEWERS,
  request: (ctx) => get(ctx, path),
  leaks,
});

/** The participation reports' rows of the matrix: their figures are of the actor's company only. */
export function participationMatrixCases(): Record<string, MatrixCase> {
  return {
    [`GET ${PARTICIPATION_API}/giving-and-receiving`]: read(
      `${PARTICIPATION_API}/giving-and-receiving`,
      (ctx, body) => (body as { result: GivingAndReceiving }).result.totals.people !== activePeopleOf(ctx),
    ),
    [`GET ${PARTICIPATION_API}/managers-and-teams`]: read(`${PARTICIPATION_API}/managers-and-teams`),
    [`GET ${PARTICIPATION_API}/compare`]: read(`${PARTICIPATION_API}/compare`),
    [`GET ${PARTICIPATION_API}/options`]: read(`${PARTICIPATION_API}/options`),
    [`GET ${PARTICIPATION_SUMMARY_API}`]: read(
      PARTICIPATION_SUMMARY_API,
      (ctx, body) => (body as { result: ParticipationSummary }).result.totals.people !== activePeopleOf(ctx),
    ),
  };
}
