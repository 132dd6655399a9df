import type { CelebrationPostOutcome } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Bonus, CelebrationRow, User } from '../db/types';
import type { NotificationEvent } from '../notifications/notification-writer';
import { budgetOf } from '../incentives/payout';

const hashtagsOf = (text: string) => [...text.matchAll(/#(\w+)/g)].map((match) => match[1]!);

/** Who a celebration is given by: its giver, else the company's first active admin. */
export function giverOf(store: Store, celebration: CelebrationRow): User | undefined {
  const users = store.all('users');
  const active = (user: User | undefined) =>
    user?.company_id === celebration.company_id && user.status === 'active' ? user : undefined;
  return (
    active(users.find((user) => user.id === celebration.giver_id)) ??
    users.find((user) => active(user) && (user.admin || user.global_admin))
  );
}

/** The posts already made, keyed celebration, person and their day. */
export const postKey = (celebrationId: number, userId: number, day: string) => `${celebrationId} ${userId} ${day}`;

export const postedKeys = (store: Store) =>
  new Set(store.all('celebration_posts').map((post) => postKey(post.celebration_id, post.user_id, post.day)));

/**
 * Posts one celebration for one person on their `day`, in one synchronous step with the check of what was already
 * posted (the caller's `posted`, updated here): the company's budget pays the points, the recognition is written
 * with the celebration's message and visibility and the post recorded; the notification event is returned.
 */
export function postCelebration(
  store: Store,
  { celebration, person, day, amount, manual, posted, at }: PostCelebration,
): { outcome: CelebrationPostOutcome; event: NotificationEvent | null } {
  const skip = (skipped: string) => ({ outcome: { userId: person.id, bonusId: null, amount, skipped }, event: null });
  const key = postKey(celebration.id, person.id, day);
  if (posted.has(key)) return skip('celebration_already_posted');
  const giver = giverOf(store, celebration);
  if (!giver) return skip('celebration_giver_invalid');
  const budget = budgetOf(store, celebration.company_id);
  if (amount > 0 && (budget?.balance ?? 0) < amount) return skip('insufficient_company_budget');
  if (budget) budget.balance -= amount;
  person.earning_balance += amount;
  const createdAt = new Date(at).toISOString();
  const bonus: Bonus = {
    id: store.nextId('bonuses'),
    company_id: celebration.company_id,
    giver_id: giver.id,
    receiver_ids: [person.id],
    amount,
    reason: `${amount > 0 ? `+${amount} ` : ''}@${person.slug} ${celebration.reason}`.trim(),
    hashtags: hashtagsOf(celebration.reason),
    privacy: celebration.visibility,
    created_at: createdAt,
    parent_bonus_id: null,
    include_parent_giver: false,
    attachments: [],
    flash_points_used: 0,
  };
  store.all('bonuses').push(bonus);
  store.all('celebration_posts').push({
    id: store.nextId('celebration_posts'),
    company_id: celebration.company_id,
    celebration_id: celebration.id,
    user_id: person.id,
    day,
    amount,
    bonus_id: bonus.id,
    manual,
    created_at: createdAt,
  });
  posted.add(key);
  return {
    outcome: { userId: person.id, bonusId: bonus.id, amount, skipped: null },
    event: {
      userId: person.id,
      companyId: celebration.company_id,
      type: 'celebration',
      message: `${celebration.headline || celebration.name}${amount > 0 ? ` You received ${amount} points.` : ''}`,
      action: `/bonuses/${bonus.id}`,
      actorId: giver.id,
      eventKey: `celebration:${key.replace(/ /g, ':')}`,
    },
  };
}

export interface PostCelebration {
  celebration: CelebrationRow;
  person: User;
  day: string;
  amount: number;
  manual: boolean;
  posted: Set<string>;
  at: number;
}
