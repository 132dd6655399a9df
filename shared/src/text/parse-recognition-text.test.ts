import { parseRecognitionText, serializeTokens } from './parse-recognition-text';
import { firstAmount, hashtagsOf, mentionsOf, userTagsOf } from './token-queries';
import { emojiForShortcode } from './emoji-shortcodes';
import { registerEmojiTable } from './emoji-table';

// With the shortcode table at hand, as the composer and the mock API have it.
beforeAll(() => registerEmojiTable(emojiForShortcode));

const kinds = (input: string) => parseRecognitionText(input).map(({ type, value }) => [type, value]);

describe('parseRecognitionText', () => {
  it('finds every token kind in one reason', () => {
    expect(kinds('Thanks @ada.lovelace & &team-red +25 for #teamwork :tada:!')).toEqual([
      ['text', 'Thanks '],
      ['mention', 'ada.lovelace'],
      ['text', ' & '],
      ['user_tag', 'team-red'],
      ['text', ' '],
      ['amount', 25],
      ['text', ' for '],
      ['hashtag', 'teamwork'],
      ['text', ' '],
      ['emoji', '🎉'],
      ['text', '!'],
    ]);
  });

  it('counts only the first valid amount', () => {
    expect(kinds('+10 and +5')).toEqual([
      ['amount', 10],
      ['text', ' and +5'],
    ]);
    expect(firstAmount('+abc then +7 then +9')).toBe(7);
  });

  it.each(['+abc', '+', 'a +', '+0', '+1.5', '+1,000', '+10abc', 'a+10', '2+10'])(
    'leaves %p as plain text',
    (input) => {
      expect(kinds(input)).toEqual([['text', input]]);
      expect(firstAmount(input)).toBeNull();
    },
  );

  it('ends an amount at punctuation', () => {
    expect(kinds('(+15).')).toEqual([
      ['text', '('],
      ['amount', 15],
      ['text', ').'],
    ]);
  });

  it('keeps an unknown shortcode as text, whole, so a +N inside it is never the amount', () => {
    expect(kinds('nice :+5: +10 :nope:')).toEqual([
      ['text', 'nice :+5: '],
      ['amount', 10],
      ['text', ' :nope:'],
    ]);
  });

  it('takes letters, digits, underscore, dot, hyphen and apostrophe in hashtags, unicode letters included', () => {
    expect(hashtagsOf("#team_work-2024! #café #日本 #a.b #x- #don't #OwnIt. #")).toEqual([
      'team_work-2024',
      'café',
      '日本',
      'a.b',
      'x',
      "don't",
      'OwnIt',
    ]);
    expect(kinds('C# and issue#4')).toEqual([['text', 'C# and issue#4']]);
  });

  it('takes letters, digits, dot, underscore and hyphen in names, not a trailing dot', () => {
    expect(mentionsOf('Hi @jean-luc.picard_2. and @zoë, @ada @ada')).toEqual(['jean-luc.picard_2', 'zoë', 'ada']);
    expect(userTagsOf('&eng-team: thanks')).toEqual(['eng-team']);
    expect(kinds('mail ada@example.com, R&D, @ alone')).toEqual([['text', 'mail ada@example.com, R&D, @ alone']]);
  });

  it('converts shortcodes and their aliases', () => {
    expect(kinds(':+1: :thumbsup: :heart:')).toEqual([
      ['emoji', '👍'],
      ['text', ' '],
      ['emoji', '👍'],
      ['text', ' '],
      ['emoji', '❤\uFE0F'],
    ]);
  });

  it('applies skin tones 1 to 5 in both spellings', () => {
    expect(kinds(':thumbsup::skin-tone-3:')).toEqual([['emoji', '👍\u{1F3FD}']]);
    expect(kinds(':+1_tone1:')).toEqual([['emoji', '👍\u{1F3FB}']]);
    expect(kinds(':wave::skin-tone-5:')).toEqual([['emoji', '👋\u{1F3FF}']]);
    expect(kinds(':man_technologist::skin-tone-2:')).toEqual([['emoji', '👨\u{1F3FC}\u200D💻']]);
  });

  it('ignores a tone on an emoji that takes none', () => {
    expect(kinds(':tada::skin-tone-2:')).toEqual([['emoji', '🎉']]);
  });

  it('keeps unknown shortcodes and a sixth tone as text', () => {
    expect(kinds(':nope: at 10:30:00')).toEqual([['text', ':nope: at 10:30:00']]);
    expect(kinds(':wave::skin-tone-6:')).toEqual([
      ['emoji', '👋'],
      ['text', ':skin-tone-6:'],
    ]);
  });

  it('strips markdown images', () => {
    const tokens = parseRecognitionText('Look ![a cat](https://x.test/cat.png) here');
    expect(kinds('Look ![a cat](https://x.test/cat.png) here')).toEqual([['text', 'Look  here']]);
    expect(serializeTokens(tokens)).toBe('Look  here');
    expect(kinds('![x](y)')).toEqual([]);
  });

  it('round-trips through serializeTokens', () => {
    const input = 'Thanks @bob & &ops +10 +5 #ship-it :+1::skin-tone-4: :nope: <b>hi</b> C# ✨';
    expect(serializeTokens(parseRecognitionText(input))).toBe(input);
  });

  it('returns nothing for empty text', () => {
    expect(parseRecognitionText('')).toEqual([]);
    expect(firstAmount('')).toBeNull();
  });
});
