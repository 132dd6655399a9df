import { SEASON_KINDS } from '@laurel/shared/seasonal';
import seasonalCopy from '../locales/en/seasonal.json';
import { SEASON_THEMES } from './season-themes';
import { SEASONAL_PHRASE_COUNT } from './seasonal-constants';

const english = seasonalCopy.seasonal;

describe.each(SEASON_KINDS)('the %s season', (kind) => {
  const copy = english.seasons[kind];
  const theme = SEASON_THEMES[kind];

  it('has a title, a subtitle and two feature lines of its own', () => {
    for (const line of [copy.title, copy.subtitle, copy.falling, copy.extra]) expect(line.trim()).not.toBe('');
  });

  it('has ten different themed phrases, short enough for the button', () => {
    const phrases = Array.from({ length: SEASONAL_PHRASE_COUNT }, (_, index) => copy.phrases[`${index}` as '0']);
    expect(Object.keys(copy.phrases)).toHaveLength(10);
    expect(new Set(phrases).size).toBe(10);
    phrases.forEach((phrase) => expect(phrase.length).toBeLessThanOrEqual(26));
  });

  it('has shapes to fall, a tune, and ghosts only at Halloween', () => {
    expect(theme.shapes.length).toBeGreaterThan(0);
    expect(theme.tune.some((note) => note.fromHz > 0)).toBe(true);
    expect(theme.ghosts).toBe(kind === 'autumn');
  });
});

it('gives every season its own title and phrases', () => {
  const seasons = SEASON_KINDS.map((kind) => english.seasons[kind]);
  expect(new Set(seasons.map((season) => season.title)).size).toBe(SEASON_KINDS.length);
  expect(new Set(seasons.flatMap((season) => Object.values(season.phrases))).size).toBe(10 * SEASON_KINDS.length);
});
