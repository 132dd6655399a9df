import { reactionChips, withCommentAdded, withReaction } from './bonus-engagement';
import { bonus } from './testing/bonuses';

describe('bonus engagement', () => {
  const liked = bonus(1, { reaction_counts: { '👍': 2, '🎉': 1 }, my_reactions: ['🎉'] });

  it('adds the reader’s reaction to an emoji others used, keeping its place', () => {
    const after = withReaction(liked, '👍', true);
    expect(Object.entries(after.reaction_counts ?? {})).toEqual([
      ['👍', 3],
      ['🎉', 1],
    ]);
    expect(after.my_reactions).toEqual(['🎉', '👍']);
  });

  it('adds a new emoji last and removes an emoji nobody reacts with any more', () => {
    expect(withReaction(liked, '🙌', true).reaction_counts).toEqual({ '👍': 2, '🎉': 1, '🙌': 1 });
    const removed = withReaction(liked, '🎉', false);
    expect(removed.reaction_counts).toEqual({ '👍': 2 });
    expect(removed.my_reactions).toEqual([]);
  });

  it('changes nothing on a second add or a remove of what is not there', () => {
    expect(withReaction(liked, '🎉', true)).toBe(liked);
    expect(withReaction(liked, '👍', false)).toBe(liked);
  });

  it('reads a recognition without engagement fields as having none', () => {
    const bare = bonus(2, { reaction_counts: undefined, my_reactions: undefined, comments_count: undefined });
    expect(reactionChips(bare)).toEqual([]);
    expect(withReaction(bare, '👍', true).reaction_counts).toEqual({ '👍': 1 });
    expect(withCommentAdded(bare).comments_count).toBe(1);
  });

  it('makes a chip per emoji, marking the reader’s own', () => {
    expect(reactionChips(liked)).toEqual([
      { emoji: '👍', count: 2, mine: false },
      { emoji: '🎉', count: 1, mine: true },
    ]);
  });
});
