import type { Test } from 'supertest';
import { byId } from '../db/store';
import type { Bonus, Database, User } from '../db/types';
import { canSeeBonus } from '../bonuses/bonus-visibility';
import type { CaseContext, MatrixCase } from './matrix-cases';

const bookmarkPath = (bonus: Bonus) => `/api/v2/bonuses/${bonus.id}/bookmark`;
const withHeaders = (test: Test, ctx: CaseContext) => test.set(ctx.headers);

const publicBonusOf = (db: Database, user: User) =>
  db.bonuses.find((bonus) => bonus.company_id === user.company_id && bonus.privacy === 'publicly_visible')!;

/** A recognition the user may not read: a private one of their company they are not part of, else another company's. */
function unreadableBonusOf(db: Database, user: User): Bonus {
  const people = byId(db.users);
  return (
    db.bonuses.find((bonus) => bonus.company_id === user.company_id && !canSeeBonus(user, bonus, people)) ??
    db.bonuses.find((bonus) => bonus.company_id !== user.company_id)!
  );
}

const colleagueOf = (db: Database, user: User) =>
  db.users.find((other) => other.company_id === user.company_id && other.id !== user.id && !other.persona)!;

function bookmark(db: Database, user: User, bonus: Bonus) {
  if (db.bookmarks.some((row) => row.user_id === user.id && row.bonus_id === bonus.id)) return;
  db.bookmarks.push({ id: 9000 + db.bookmarks.length, user_id: user.id, bonus_id: bonus.id, created_at: '' });
}

/**
 * Bookmarks (issue 18): everyone signed in keeps their own; a recognition they may not read is a 404,
 * another person's bookmark cannot be named, and the list never shows what they may not read.
 */
export function bookmarksMatrixCases(everyone: readonly string[]): Record<string, MatrixCase> {
  return {
    'PUT /api/v2/bonuses/:bonusId/bookmark': {
      allowed: everyone,
      request: (ctx) => withHeaders(ctx.http.put(bookmarkPath(publicBonusOf(ctx.db, ctx.actor.user))), ctx),
      foreign: (ctx) => ({
        request: withHeaders(ctx.http.put(bookmarkPath(unreadableBonusOf(ctx.db, ctx.actor.user))), ctx),
      }),
    },
    'DELETE /api/v2/bonuses/:bonusId/bookmark': {
      allowed: everyone,
      request: (ctx) => {
        const bonus = publicBonusOf(ctx.db, ctx.actor.user);
        bookmark(ctx.db, ctx.actor.user, bonus);
        return withHeaders(ctx.http.delete(bookmarkPath(bonus)), ctx);
      },
      // Removing "mine" where only a colleague bookmarked it changes nothing.
      foreign: (ctx) => {
        const bonus = publicBonusOf(ctx.db, ctx.actor.user);
        bookmark(ctx.db, colleagueOf(ctx.db, ctx.actor.user), bonus);
        return { request: withHeaders(ctx.http.delete(bookmarkPath(bonus)), ctx), status: 204 };
      },
    },
    'GET /api/v2/bookmarks': {
      allowed: everyone,
      request: (ctx) => {
        const { db, actor } = ctx;
        bookmark(db, actor.user, publicBonusOf(db, actor.user));
        bookmark(db, actor.user, unreadableBonusOf(db, actor.user));
        bookmark(
          db,
          colleagueOf(db, actor.user),
          db.bonuses.find((bonus) => bonus.company_id === actor.user.company_id)!,
        );
        return withHeaders(ctx.http.get('/api/v2/bookmarks'), ctx);
      },
      leaks: ({ db, actor }, body) => {
        const people = byId(db.users);
        const bonuses = byId(db.bonuses);
        const mine = new Set(db.bookmarks.filter((row) => row.user_id === actor.user.id).map((row) => row.bonus_id));
        const shown = (body as { result: { id: number }[] }).result;
        return (
          shown.length !== 1 ||
          shown.some((row) => !mine.has(row.id) || !canSeeBonus(actor.user, bonuses.get(row.id)!, people))
        );
      },
    },
  };
}
