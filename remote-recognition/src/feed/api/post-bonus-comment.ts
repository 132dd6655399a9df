import type { ScopedMutator } from 'swr';
import { v2Client } from '@laurel/shared';
import { commentBodySchema, type CommentView } from '@laurel/shared/recognition';
import { withCommentAdded } from '../bonus-engagement';
import { bonusCommentsKey } from './get-bonus-comments';
import { updateCachedBonus } from './feed-cache';

/** Sends the body the API's schema takes; 422 with `{ error, message }` when the text is blank or over the limit. */
export const postBonusComment = (bonusId: number, reason: string): Promise<CommentView> =>
  v2Client
    .post<{ result: CommentView }>(`bonuses/${bonusId}/comments`, commentBodySchema.parse({ comment: { reason } }))
    .then(({ result }) => result);

/** Shows a posted comment at once: last in its list, and counted on its recognition. */
export const recordPostedComment = (mutate: ScopedMutator, comment: CommentView) =>
  Promise.all([
    mutate(
      bonusCommentsKey(comment.bonus_id),
      (comments?: CommentView[]) => (comments ? [...comments, comment] : comments),
      { revalidate: false },
    ),
    updateCachedBonus(mutate, comment.bonus_id, withCommentAdded),
  ]);
