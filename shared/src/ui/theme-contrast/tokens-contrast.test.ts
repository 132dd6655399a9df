import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseThemeTokens, type Theme } from './theme-tokens';
import { contrastRatio, relativeLuminance } from './wcag-contrast';

const TOKENS = parseThemeTokens(readFileSync(join(__dirname, '..', 'tokens.css'), 'utf8'));
const THEMES: Theme[] = ['light', 'dark'];
const TEXT = 4.5;
/** Large text, UI boundaries and the focus ring (WCAG 1.4.3 large, 1.4.11). */
const NON_TEXT = 3;

type Pair = [foreground: string, background: string, minimum: number];
const on = (backgrounds: string[], minimum: number, ...foregrounds: string[]): Pair[] =>
  foregrounds.flatMap((foreground) => backgrounds.map((background): Pair => [foreground, background, minimum]));
const range = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

/** Every text/background pair the UI draws, by token name without the `--laurel-` prefix. */
const PAIRS: Pair[] = [
  ...on(
    ['color-surface', 'color-page'],
    TEXT,
    'color-text',
    'color-muted',
    'color-brand',
    'color-link',
    'color-danger',
    'color-warn',
    'color-success',
    'color-info',
  ),
  ...on(['color-surface-muted'], TEXT, 'color-text', 'color-muted', 'color-link'),
  ...on(['color-surface', 'color-page', 'color-surface-muted'], NON_TEXT, 'color-focus'),
  // Alerts and the danger button: the body text and the accent on each tinted surface.
  ...['info', 'success', 'warn', 'danger'].flatMap((tone) =>
    on([`color-${tone}-surface`], TEXT, 'color-text', 'color-muted', `color-${tone}`),
  ),
  ['color-on-brand', 'color-brand', TEXT],
  ['color-on-danger', 'color-danger', TEXT],
  ['color-tooltip-text', 'color-tooltip-surface', TEXT],
  ['color-highlight-text', 'color-highlight-surface', TEXT],
  ...range('avatar-', 12).map((swatch): Pair => ['avatar-text', swatch, TEXT]),
  ...on(['color-surface'], NON_TEXT, ...range('chart-', 4)),
];

const value = (theme: Theme, token: string) => {
  const found = TOKENS[theme][`--laurel-${token}`];
  if (!found) throw new Error(`tokens.css has no --laurel-${token}`);
  return found;
};

describe.each(THEMES)('the %s theme', (theme) => {
  it.each(PAIRS)('%s on %s reaches %p:1', (foreground, background, minimum) => {
    const ratio = contrastRatio(value(theme, foreground), value(theme, background));
    expect(Math.floor(ratio * 100) / 100).toBeGreaterThanOrEqual(minimum);
  });
});

describe('the dark theme', () => {
  const SURFACES = Object.keys(TOKENS.dark).filter(
    (name) => /^--laurel-color-(surface|page|.*-surface)/.test(name) && !/(tooltip|highlight)/.test(name),
  );

  it('has no light panel: every surface and page colour is dark', () => {
    expect(SURFACES.length).toBeGreaterThanOrEqual(7);
    for (const name of SURFACES) expect([name, relativeLuminance(TOKENS.dark[name]!) < 0.05]).toEqual([name, true]);
  });

  it('gives every colour that differs by theme a value of its own', () => {
    const differing = Object.keys(TOKENS.light).filter((name) => TOKENS.light[name] !== TOKENS.dark[name]);
    expect(differing).toEqual(expect.arrayContaining(['--laurel-color-text', '--laurel-color-surface']));
  });
});
