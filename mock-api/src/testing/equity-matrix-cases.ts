import type { GamingSignals, RecognitionEquity } from '@laurel/shared/contract';
import type { CaseContext, MatrixCase } from './matrix-cases';

/** Their menu entries: global admins, in any tier. */
const EQUITY_VIEWERS = ['global_admin', 'trial_admin'];

const get = (ctx: CaseContext, path: string) => ctx.http.get(path).set(ctx.headers);

/** Recognition equity's and the anti-gaming signals' rows of the matrix. */
export function equityMatrixCases(): Record<string, MatrixCase> {
  const colleagueIds = ({ db, actor }: CaseContext) =>
    new Set(db.users.filter((user) => user.company_id === actor.user.company_id).map((user) => user.id));
  return {
    'GET /api/v2/admin/reports/recognition_equity': {
      allowed: EQUITY_VIEWERS,
      request: (ctx) => get(ctx, '/api/v2/admin/reports/recognition_equity'),
      // Only the actor's company's people are named or counted.
      leaks: (ctx, body) => {
        const { company, unrecognised } = (body as { result: RecognitionEquity }).result;
        const ids = colleagueIds(ctx);
        return (
          company.people > ids.size || unrecognised.some((team) => team.people.some((person) => !ids.has(person.id)))
        );
      },
    },
    'GET /api/v2/admin/reports/gaming_signals': {
      allowed: EQUITY_VIEWERS,
      request: (ctx) => get(ctx, '/api/v2/admin/reports/gaming_signals'),
      leaks: (ctx, body) => {
        const ids = colleagueIds(ctx);
        return (body as { result: GamingSignals }).result.signals.some((signal) =>
          signal.people.some((person) => !ids.has(person.id)),
        );
      },
    },
  };
}
