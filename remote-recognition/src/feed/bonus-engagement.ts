import type { BonusView } from '@laurel/shared/recognition';

export interface ReactionChip {
  emoji: string;
  count: number;
  /** The reader reacted with this emoji. */
  mine: boolean;
}

export const hasReacted = (bonus: BonusView, emoji: string): boolean => bonus.my_reactions?.includes(emoji) ?? false;

/** The recognition after the reader adds or removes one reaction; a second add or remove changes nothing. */
export function withReaction(bonus: BonusView, emoji: string, add: boolean): BonusView {
  if (hasReacted(bonus, emoji) === add) return bonus;
  const count = (bonus.reaction_counts?.[emoji] ?? 0) + (add ? 1 : -1);
  // Spreading keeps each emoji where it was, so chips do not jump when one is toggled.
  const counts = Object.entries({ ...bonus.reaction_counts, [emoji]: count }).filter(([, value]) => value > 0);
  const mine = bonus.my_reactions ?? [];
  return {
    ...bonus,
    reaction_counts: Object.fromEntries(counts),
    my_reactions: add ? [...mine, emoji] : mine.filter((other) => other !== emoji),
  };
}

export const reactionChips = (bonus: BonusView): ReactionChip[] =>
  Object.entries(bonus.reaction_counts ?? {})
    .filter(([, count]) => count > 0)
    .map(([emoji, count]) => ({ emoji, count, mine: hasReacted(bonus, emoji) }));

export const withCommentAdded = (bonus: BonusView): BonusView => ({
  ...bonus,
  comments_count: (bonus.comments_count ?? 0) + 1,
});
