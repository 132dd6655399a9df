import type { BonusView } from '@laurel/shared/contract';
import type { Store } from '../db/store';

export type Engagement = Required<Pick<BonusView, 'reaction_counts' | 'my_reactions' | 'comments_count'>>;

/** Counts reactions and comments once per request, for the recognitions a page shows. */
export function engagementFor(
  store: Store,
  readerId: number,
  bonusIds: readonly number[],
): (bonusId: number) => Engagement {
  const byBonus = new Map<number, Engagement>(
    bonusIds.map((id) => [id, { reaction_counts: {}, my_reactions: [], comments_count: 0 }]),
  );
  for (const reaction of store.all('reactions')) {
    const counts = byBonus.get(reaction.bonus_id);
    if (!counts) continue;
    counts.reaction_counts[reaction.emoji] = (counts.reaction_counts[reaction.emoji] ?? 0) + 1;
    if (reaction.user_id === readerId) counts.my_reactions.push(reaction.emoji);
  }
  for (const comment of store.all('comments')) {
    const counts = byBonus.get(comment.bonus_id);
    if (counts) counts.comments_count += 1;
  }
  return (bonusId) => byBonus.get(bonusId) ?? { reaction_counts: {}, my_reactions: [], comments_count: 0 };
}
