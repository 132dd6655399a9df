import { AVATAR_FIELD } from '@laurel/shared/contract';
import { PNG } from '../uploads/upload-fixtures';
import { SPOOFING_ACTOR } from './matrix-actors';
import type { CaseContext, MatrixCase } from './matrix-cases';

const patch = (ctx: CaseContext) => ctx.http.patch('/api/v2/users/me').set(ctx.headers);
const post = (ctx: CaseContext, path: string) => ctx.http.post(path).set(ctx.headers);

/** Profile settings' rows: everyone changes their own, a spoofing session changes nobody's. */
export function profileSettingsMatrixCases(everyone: readonly string[]): Record<string, MatrixCase> {
  const signedIn = everyone.filter((name) => name !== SPOOFING_ACTOR);
  return {
    'PATCH /api/v2/users/me': {
      allowed: signedIn,
      request: (ctx) =>
        patch(ctx).send({
          time_zone: 'Europe/Berlin',
          recognition_preferences: {
            default_privacy: 'privately_visible',
            leaderboard_opt_out: true,
            celebrations_opt_out: false,
          },
        }),
      // The answer is the actor's own profile.
      leaks: ({ actor }, body) => (body as { result: { id: number } }).result.id !== actor.user.id,
    },
    'POST /api/v2/users/me/avatar': {
      allowed: signedIn,
      allowedStatus: () => 201,
      request: (ctx) => post(ctx, '/api/v2/users/me/avatar').attach(AVATAR_FIELD, PNG, 'me.png'),
      leaks: ({ actor }, body) => (body as { result: { id: number } }).result.id !== actor.user.id,
    },
  };
}
