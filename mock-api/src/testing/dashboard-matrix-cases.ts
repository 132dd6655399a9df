import type { CaseContext, MatrixCase } from './matrix-cases';
import type { AdminDashboard } from '@laurel/shared/contract';

/** The dashboard's menu entry (platform §6): global or finance admin, in any tier. */
const DASHBOARD_VIEWERS = ['global_admin', 'finance_admin', 'trial_admin'];

const get = (ctx: CaseContext, path: string) => ctx.http.get(path).set(ctx.headers);

/** The admin dashboard's row of the matrix. */
export function dashboardMatrixCases(): Record<string, MatrixCase> {
  return {
    'GET /api/v2/admin/analytics/dashboard': {
      allowed: DASHBOARD_VIEWERS,
      request: (ctx) => get(ctx, '/api/v2/admin/analytics/dashboard'),
      // Its figures are the actor's company's: counting anyone else's people would show.
      leaks: ({ db, actor }, body) =>
        (body as { result: AdminDashboard }).result.activePeople !==
        db.users.filter((user) => user.company_id === actor.user.company_id && user.status === 'active').length,
    },
  };
}
