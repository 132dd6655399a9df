import { activityReportPath, type ActivityReport, type ActivityReportFrame } from '@laurel/shared/contract';
import type { CaseContext, MatrixCase } from './matrix-cases';

/** can-manage-awards: admin, global admin or awards admin (the recognition activity entry, platform §6). */
const AWARDS_MANAGERS = ['company_admin', 'global_admin', 'awards_admin', 'trial_admin'];
/** Global or finance admin: points given and earned, rewards cost. */
const FINANCE = ['global_admin', 'finance_admin', 'trial_admin'];
/** Global or rewards admin: redemptions. */
const REWARDS = ['global_admin', 'rewards_admin', 'trial_admin'];

const ALLOWED: Record<ActivityReport, string[]> = {
  recognition_activity: AWARDS_MANAGERS,
  points_given_report: FINANCE,
  points_earned: FINANCE,
  redemptions: REWARDS,
  rewards_cost: FINANCE,
};

/** Each report's row of the matrix; its departments are the actor's company's alone. */
export function activityReportsMatrixCases(): Record<string, MatrixCase> {
  return Object.fromEntries(
    (Object.keys(ALLOWED) as ActivityReport[]).map((report) => [
      `GET ${activityReportPath(report)}`,
      {
        allowed: ALLOWED[report],
        request: (ctx: CaseContext) => ctx.http.get(activityReportPath(report)).set(ctx.headers),
        leaks: ({ db, actor }: CaseContext, body: unknown) => {
          const own = new Set(
            db.users
              .filter((user) => user.company_id === actor.user.company_id)
              .map((user) => user.custom_properties.department),
          );
          return (body as { result: ActivityReportFrame<unknown> }).result.departments.some((name) => !own.has(name));
        },
      },
    ]),
  );
}
