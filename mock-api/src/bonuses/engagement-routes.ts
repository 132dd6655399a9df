import { Router, type Response } from 'express';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { visibleBonusOr404 } from './bonus-visibility';
import {
  COMMENT_MAX_LENGTH,
  commentBodyError,
  commentBodySchema,
  recipientUsernamesOf,
  type CommentView,
} from '@laurel/shared/contract';
import { emojiIn } from '@laurel/shared/emoji';
import type { Comment, User } from '../db/types';
import { personView } from './bonus-view';
import { sendError } from '../http/send-error';
import { hiddenPostIds } from './hidden-posts';
import { guardedBy } from '../authz/route-guard';
import type { RateLimiter } from '../security/rate-limit';
import type { Notifier } from '../notifications/notification-writer';
import { commentEvents } from './recognition-notifications';

const EMOJI = /^\p{Extended_Pictographic}(\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*$/u;

/** The colleagues a comment names by @username, so it shows their names (another company's never). */
const mentionedIn = (store: Store, comment: Comment, companyId: number) =>
  recipientUsernamesOf(comment.reason)
    .map((username) => store.userBySlug(username))
    .filter((user): user is User => user?.company_id === companyId)
    .map(personView);

const commentView = (store: Store, comment: Comment, author: User | undefined, companyId: number): CommentView => ({
  ...comment,
  user: author ? personView(author) : null,
  emoji: emojiIn(comment.reason),
  mentioned: mentionedIn(store, comment, companyId),
});

/** Reactions (add, remove) and comments on a recognition the reader may see. */
export function engagementRoutes(store: Store, limiter: RateLimiter, notifier: Notifier): Router {
  const router = Router();

  const visibleBonus = (res: Response, id: string | undefined) => visibleBonusOr404(store, res, id);

  router.post('/bonuses/:bonusId/reactions', guardedBy('POST', '/api/v2/bonuses/:bonusId/reactions'), (req, res) => {
    const bonus = visibleBonus(res, req.params.bonusId);
    if (!bonus) return;
    const emoji = typeof req.body?.emoji === 'string' ? req.body.emoji : '';
    if (!EMOJI.test(emoji)) return sendError(res, 'invalid_emoji');
    const { user } = subjectOf(res);
    const reactions = store.all('reactions');
    const existing = reactions.find(
      (row) => row.bonus_id === bonus.id && row.user_id === user.id && row.emoji === emoji,
    );
    if (existing) return void res.status(200).json({ result: existing });
    const reaction = {
      id: store.nextId('reactions'),
      bonus_id: bonus.id,
      user_id: user.id,
      emoji,
      created_at: new Date().toISOString(),
    };
    reactions.push(reaction);
    store.persist();
    res.status(201).json({ result: reaction });
  });

  router.delete(
    '/bonuses/:bonusId/reactions/:emoji',
    guardedBy('DELETE', '/api/v2/bonuses/:bonusId/reactions/:emoji'),
    (req, res) => {
      const bonus = visibleBonus(res, req.params.bonusId);
      if (!bonus) return;
      const { user } = subjectOf(res);
      const reactions = store.all('reactions');
      const index = reactions.findIndex(
        (row) => row.bonus_id === bonus.id && row.user_id === user.id && row.emoji === req.params.emoji,
      );
      if (index >= 0) reactions.splice(index, 1);
      store.persist();
      res.status(204).end();
    },
  );

  router.get('/bonuses/:bonusId/comments', (req, res) => {
    const bonus = visibleBonus(res, req.params.bonusId);
    if (!bonus) return;
    const users = store.rowsById('users');
    const hidden = hiddenPostIds(store, subjectOf(res).user, 'comment');
    const comments = store
      .all('comments')
      .filter((comment) => comment.bonus_id === bonus.id && !hidden.has(comment.id))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((comment) => commentView(store, comment, users.get(comment.user_id), bonus.company_id));
    res.json({ result: comments });
  });

  router.post(
    '/bonuses/:bonusId/comments',
    guardedBy('POST', '/api/v2/bonuses/:bonusId/comments'),
    limiter.limit('comment', (_req, res) => String(subjectOf(res).user.id)),
    (req, res) => {
      const bonus = visibleBonus(res, req.params.bonusId);
      if (!bonus) return;
      const refused = commentBodyError(req.body);
      if (refused) return sendError(res, refused, { params: { max: COMMENT_MAX_LENGTH } });
      const { reason } = commentBodySchema.parse(req.body).comment;
      const { user } = subjectOf(res);
      const comment = {
        id: store.nextId('comments'),
        bonus_id: bonus.id,
        user_id: user.id,
        reason,
        created_at: new Date().toISOString(),
      };
      store.all('comments').push(comment);
      store.persist();
      notifier.notify(commentEvents(store, bonus, comment, user));
      res.status(201).json({ result: commentView(store, comment, user, bonus.company_id) });
    },
  );

  return router;
}
