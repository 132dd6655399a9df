import type { Leaderboard, PersonalAnalytics } from '@laurel/shared/contract';
import type { CaseContext, MatrixCase } from './matrix-cases';

/** §6: the personas with show_analytics in a Connect or Achieve company (the manager and two admins). */
const ANALYTICS_VIEWERS = ['manager', 'global_admin', 'finance_admin'];

const get = (ctx: CaseContext, path: string) => ctx.http.get(path).set(ctx.headers);

/** The Analytics page's rows of the matrix. */
export function analyticsMatrixCases(): Record<string, MatrixCase> {
  return {
    'GET /api/v2/analytics/me': {
      allowed: ANALYTICS_VIEWERS,
      request: (ctx) => get(ctx, '/api/v2/analytics/me'),
      // The team is the actor's own direct reports, nobody else's.
      leaks: ({ db, actor }, body) =>
        ((body as { result: PersonalAnalytics }).result.team?.members ?? []).some(
          (member) => db.users.find((user) => user.id === member.id)?.manager_id !== actor.user.id,
        ),
    },
    'GET /api/v2/analytics/leaderboard': {
      allowed: ANALYTICS_VIEWERS,
      request: (ctx) => get(ctx, '/api/v2/analytics/leaderboard'),
      // Only the actor's company's people are listed.
      leaks: ({ db, actor }, body) => {
        const { givers, receivers } = (body as { result: Leaderboard }).result;
        return [...givers, ...receivers].some(
          (entry) => db.users.find((user) => user.id === entry.person.id)?.company_id !== actor.user.company_id,
        );
      },
    },
  };
}
