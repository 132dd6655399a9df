import { recognitionPreviewText } from './token-queries';
import { emojiForShortcode } from './emoji-shortcodes';
import { registerEmojiTable } from './emoji-table';

// With the shortcode table at hand, as the composer and the mock API have it.
beforeAll(() => registerEmojiTable(emojiForShortcode));

describe('recognitionPreviewText', () => {
  it('shows emoji for shortcodes, drops images and keeps the rest as typed', () => {
    expect(recognitionPreviewText('+10 thanks @ada-1 :tada: ![chart](https://x.example/c.png) #OwnIt')).toBe(
      '+10 thanks @ada-1 🎉  #OwnIt',
    );
  });
});
