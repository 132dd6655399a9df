import { tokenDecorations } from './token-decorations';

describe('tokenDecorations', () => {
  it('marks the amount, hashtags and emoji of a text node by their offsets', () => {
    const ranges = tokenDecorations([{ text: '+10 for #OwnIt :tada:' }, [0, 0]]);
    expect(ranges.map(({ anchor, focus, token }) => [token, anchor.offset, focus.offset])).toEqual([
      ['amount', 0, 3],
      ['hashtag', 8, 14],
      ['emoji', 15, 21],
    ]);
  });

  it('marks nothing in an element', () => {
    expect(tokenDecorations([{ type: 'paragraph', children: [{ text: '#OwnIt' }] }, [0]])).toEqual([]);
  });
});
