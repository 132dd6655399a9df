import type { Database, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';

const post = ({ http, headers }: CaseContext, path: string) => http.post(path).set(headers);

/** Someone of another company whose first name no one in the actor's company shares: naming them must not resolve. */
const outsiderOf = (db: Database, user: User) => {
  const names = new Set(db.users.filter((other) => other.company_id === user.company_id).map((u) => u.first_name));
  return db.users.find((other) => other.company_id !== user.company_id && !names.has(other.first_name))!;
};

const draftFor = (ctx: CaseContext) =>
  `+5 @${outsiderOf(ctx.db, ctx.actor.user).slug} the launch went well because of the checklist #OwnIt`;

/** The scorer is a coach for people who may give (recognition §6, §7); it never reaches another company's people. */
export function qualityMatrixCases(givers: readonly string[]): Record<string, MatrixCase> {
  return {
    'POST /api/v2/recognition/quality_scores': {
      allowed: givers,
      request: (ctx) => post(ctx, '/api/v2/recognition/quality_scores').send({ bonusText: draftFor(ctx) }),
      // Another company's person is no recipient here: they are not "called by their first name".
      leaks: ({ db, actor }, body) =>
        JSON.stringify(body).includes(outsiderOf(db, actor.user).first_name) ||
        (body as { result: { dimensions: { key: string; matches: boolean }[] } }).result.dimensions.some(
          (dimension) => dimension.key === 'personal' && dimension.matches,
        ),
    },
    'POST /api/v2/recognition/quality_suggestions': {
      allowed: givers,
      request: (ctx) =>
        post(ctx, '/api/v2/recognition/quality_suggestions').send({
          bonusText: draftFor(ctx),
          dimensionKey: 'personal',
        }),
      leaks: ({ db, actor }, body) => JSON.stringify(body).includes(outsiderOf(db, actor.user).first_name),
    },
  };
}
