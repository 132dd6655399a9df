import type { Store } from '../db/store';

export interface Engagement {
  /** Reactions per emoji. */
  reaction_counts: Record<string, number>;
  /** The emoji the reader has reacted with. */
  my_reactions: string[];
  comments_count: number;
}

/** Counts reactions and comments once per request, for every recognition a page shows. */
export function engagementFor(store: Store, readerId: number): (bonusId: number) => Engagement {
  const byBonus = new Map<number, Engagement>();
  const entry = (bonusId: number) => {
    let found = byBonus.get(bonusId);
    if (!found) byBonus.set(bonusId, (found = { reaction_counts: {}, my_reactions: [], comments_count: 0 }));
    return found;
  };
  for (const reaction of store.all('reactions')) {
    const counts = entry(reaction.bonus_id);
    counts.reaction_counts[reaction.emoji] = (counts.reaction_counts[reaction.emoji] ?? 0) + 1;
    if (reaction.user_id === readerId) counts.my_reactions.push(reaction.emoji);
  }
  for (const comment of store.all('comments')) entry(comment.bonus_id).comments_count += 1;
  return (bonusId) => byBonus.get(bonusId) ?? { reaction_counts: {}, my_reactions: [], comments_count: 0 };
}
