import type { TeamHub } from '@laurel/shared/contract';
import type { CaseContext, MatrixCase } from './matrix-cases';

/** can-access-team-hub (platform §6): core tiers and is_manager, which only the manager persona is. */
const TEAM_HUB_READERS = ['manager'];

const get = (ctx: CaseContext, path: string) => ctx.http.get(path).set(ctx.headers);

/** The team hub's row of the matrix: a manager reads their own direct reports and nobody else. */
export function teamHubMatrixCases(): Record<string, MatrixCase> {
  return {
    'GET /api/v2/team/your-team': {
      allowed: TEAM_HUB_READERS,
      request: (ctx) => get(ctx, '/api/v2/team/your-team'),
      leaks: ({ db, actor }, body) =>
        (body as { result: TeamHub }).result.members.some(
          (member) => db.users.find((user) => user.id === member.id)?.manager_id !== actor.user.id,
        ),
    },
  };
}
