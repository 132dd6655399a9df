import type { Recap } from '@laurel/shared/contract';
import type { CaseContext, MatrixCase } from './matrix-cases';

const recapPath = (userId: number) => `/api/v2/recaps/${userId}`;
const get = (ctx: CaseContext, path: string) => ctx.http.get(path).set(ctx.headers);

/**
 * The print recap: everyone may read their own (the row's rule lets every signed-in person through); whose else
 * they may read (their reports', or anyone's in the company for a global admin) is the handler's, tested in
 * recaps/. Another company's person does not exist for anyone.
 */
export function recapsMatrixCases(everyone: readonly string[]): Record<string, MatrixCase> {
  return {
    'GET /api/v2/recaps/:userId': {
      allowed: everyone,
      request: (ctx) => get(ctx, recapPath(ctx.actor.user.id)),
      leaks: ({ actor }, body) => (body as { result: Recap }).result.person.id !== actor.user.id,
      foreign: (ctx) => {
        const stranger = ctx.db.users.find((user) => user.company_id !== ctx.actor.user.company_id)!;
        return { request: get(ctx, recapPath(stranger.id)) };
      },
    },
  };
}
