import { needsEmojiTable, parseRecognitionText } from './parse-recognition-text';

// The shortcode table is not loaded in this file: a feed's first paint, with the emoji the API sent.
describe('parseRecognitionText before the shortcode table has loaded', () => {
  it('takes emoji from what the API resolved, keyed as typed, tone included', () => {
    expect(
      parseRecognitionText('Hi :wave::skin-tone-2: :tada:', { ':wave::skin-tone-2:': '👋🏼', ':tada:': '🎉' }),
    ).toEqual([
      { type: 'text', raw: 'Hi ', value: 'Hi ' },
      { type: 'emoji', raw: ':wave::skin-tone-2:', value: '👋🏼' },
      { type: 'text', raw: ' ', value: ' ' },
      { type: 'emoji', raw: ':tada:', value: '🎉' },
    ]);
  });

  it('keeps any other shortcode as text, whole, so a +N inside it is still not the amount', () => {
    expect(parseRecognitionText(':abc+5: +3 #ok')).toEqual([
      { type: 'text', raw: ':abc+5: ', value: ':abc+5: ' },
      { type: 'amount', raw: '+3', value: 3 },
      { type: 'text', raw: ' ', value: ' ' },
      { type: 'hashtag', raw: '#ok', value: 'ok' },
    ]);
  });

  it('needs the table only for a shortcode in a text the API did not resolve', () => {
    expect(needsEmojiTable('no emoji here, 10:30')).toBe(false);
    expect(needsEmojiTable('launch :tada:')).toBe(true);
    expect(needsEmojiTable(':tada: and :not-an-emoji:', { ':tada:': '🎉' })).toBe(false);
    expect(needsEmojiTable(':not-an-emoji:', {})).toBe(false);
  });
});
