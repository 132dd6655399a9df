import { forgetThemedPhraseForTests, themedPhraseKey } from './themed-phrase';

describe('themedPhraseKey', () => {
  beforeEach(forgetThemedPhraseForTests);

  it.each([
    [0, 'phrases.0'],
    [0.5, 'phrases.5'],
    [0.999, 'phrases.9'],
  ])('maps a random %s to %s', (random, key) => {
    expect(themedPhraseKey(() => random)).toBe(key);
  });

  it('keeps its pick for the rest of the page load', () => {
    expect(themedPhraseKey(() => 0.3)).toBe('phrases.3');
    expect(themedPhraseKey(() => 0.8)).toBe('phrases.3');
  });
});
