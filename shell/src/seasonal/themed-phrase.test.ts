import { forgetThemedPhraseForTests, themedPhraseKey } from './themed-phrase';

describe('themedPhraseKey', () => {
  beforeEach(forgetThemedPhraseForTests);

  it.each([
    [0, 'seasons.autumn.phrases.0'],
    [0.5, 'seasons.autumn.phrases.5'],
    [0.999, 'seasons.autumn.phrases.9'],
  ])('maps a random %s to %s', (random, key) => {
    expect(themedPhraseKey('autumn', () => random)).toBe(key);
  });

  it("keeps its pick for the rest of the page load, in the season's own phrases", () => {
    expect(themedPhraseKey('summer', () => 0.3)).toBe('seasons.summer.phrases.3');
    expect(themedPhraseKey('summer', () => 0.8)).toBe('seasons.summer.phrases.3');
    expect(themedPhraseKey('holidays', () => 0.8)).toBe('seasons.holidays.phrases.3');
  });
});
