import { userTagsOf } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Bonus, Comment, User } from '../db/types';
import { canSeeBonus } from './bonus-visibility';
import type { NotificationEvent } from '../notifications/notification-writer';

/** Where a recognition's notification goes: the recognition, or for an add-on the one it joins. */
export const bonusAction = (bonus: Bonus) => `/bonuses/${bonus.parent_bonus_id ?? bonus.id}`;

export const receivedMessage = (bonus: Bonus, giver: User) =>
  bonus.parent_bonus_id === null
    ? `${giver.display_name} recognized you`
    : `${giver.display_name} added on to a recognition of you`;

/** The people `&`-tagged in a reason who may see the recognition (its cc). */
function ccOf(store: Store, bonus: Bonus, companyId: number): User[] {
  const users = store.rowsById('users');
  return userTagsOf(bonus.reason)
    .map((slug) => store.userBySlug(slug))
    .filter((user): user is User => user?.company_id === companyId && canSeeBonus(user, bonus, users));
}

/** Recognition received (or an add-on to one) for each receiver, and new_bonus_for_cc for each tagged person. */
export function bonusEvents(store: Store, bonus: Bonus, giver: User): NotificationEvent[] {
  const base = { companyId: bonus.company_id, actorId: giver.id, action: bonusAction(bonus) };
  const receiverIds = new Set(bonus.receiver_ids);
  const received: NotificationEvent[] = bonus.receiver_ids.map((userId) => ({
    ...base,
    userId,
    type: bonus.parent_bonus_id === null ? 'new_bonus' : 'bonus_add_on',
    message: receivedMessage(bonus, giver),
    eventKey: `bonus:${bonus.id}`,
  }));
  const cc: NotificationEvent[] = ccOf(store, bonus, bonus.company_id)
    .filter((user) => user.id !== giver.id && !receiverIds.has(user.id))
    .map((user) => ({
      ...base,
      userId: user.id,
      type: 'new_bonus_for_cc',
      message: `${giver.display_name} tagged you in a recognition`,
      eventKey: `bonus:${bonus.id}`,
    }));
  return [...received, ...cc];
}

/**
 * A comment tells the recognition's receivers, its giver, its cc and everyone who commented before, each
 * once in that order of precedence, never the commenter.
 */
export function commentEvents(store: Store, bonus: Bonus, comment: Comment, author: User): NotificationEvent[] {
  const users = store.rowsById('users');
  const earlierCommenters = store
    .all('comments')
    .filter((other) => other.bonus_id === bonus.id && other.id !== comment.id)
    .map((other) => other.user_id);
  const audiences = [
    ['bonus_comment_for_receiver', bonus.receiver_ids, 'commented on a recognition of you'],
    ['bonus_comment_for_giver', [bonus.giver_id], 'commented on your recognition'],
    [
      'bonus_comment_for_cc',
      ccOf(store, bonus, bonus.company_id).map((user) => user.id),
      'commented on a recognition you are tagged in',
    ],
    ['bonus_comment_for_other_commenter', earlierCommenters, 'also commented on a recognition'],
  ] as const;
  const told = new Set([author.id]);
  const events: NotificationEvent[] = [];
  for (const [type, userIds, words] of audiences) {
    for (const userId of userIds) {
      const user = users.get(userId);
      if (told.has(userId) || !user || user.status !== 'active' || !canSeeBonus(user, bonus, users)) continue;
      told.add(userId);
      events.push({
        userId,
        companyId: bonus.company_id,
        type,
        message: `${author.display_name} ${words}`,
        action: bonusAction(bonus),
        actorId: author.id,
        eventKey: `comment:${comment.id}`,
      });
    }
  }
  return events;
}
