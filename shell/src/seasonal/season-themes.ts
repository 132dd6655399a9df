import type { SeasonKind } from '@laurel/shared/seasonal';

/** A shape of `falling-shapes.tsx`; its colour comes from the overlay's stylesheet. */
export type FallingShape = 'snowflake' | 'sparkle' | 'bauble' | 'petal' | 'blossom' | 'sun' | 'confetti' | 'leaf';

/** One note of a season's intro tune: a glide from `fromHz` to `toHz` (0 Hz is a rest). */
export interface Note {
  fromHz: number;
  toHz: number;
  ms: number;
}

export interface SeasonTheme {
  /** The overlay cycles through these for its twenty falling items. */
  shapes: readonly FallingShape[];
  /** Ghosts belong to Halloween's season only. */
  ghosts: boolean;
  tune: readonly Note[];
}

const note = (hz: number, ms: number, toHz = hz): Note => ({ fromHz: hz, toHz, ms });
const rest = (ms: number) => note(0, ms);

/** What each season shows and plays; its copy is in `locales/<lang>/seasonal.json` under `seasonal.seasons.<kind>`. */
export const SEASON_THEMES: Readonly<Record<SeasonKind, SeasonTheme>> = {
  holidays: {
    shapes: ['snowflake', 'sparkle', 'bauble'],
    ghosts: false,
    // Three bells and a higher one, like a sleigh passing by.
    tune: [note(659, 140), rest(40), note(659, 140), rest(40), note(659, 280), rest(60), note(784, 300)],
  },
  winter: {
    shapes: ['snowflake', 'snowflake', 'sparkle'],
    ghosts: false,
    tune: [note(784, 220), note(659, 220), note(523, 420, 494)],
  },
  spring: {
    shapes: ['petal', 'blossom', 'petal'],
    ghosts: false,
    // Two birdsong chirps.
    tune: [
      note(1175, 90, 1568),
      rest(70),
      note(1319, 90, 1760),
      rest(160),
      note(1175, 90, 1568),
      rest(70),
      note(1568, 160, 2093),
    ],
  },
  summer: {
    shapes: ['sun', 'confetti', 'confetti'],
    ghosts: false,
    tune: [note(523, 120), note(659, 120), note(784, 120), note(1047, 360)],
  },
  autumn: {
    shapes: ['leaf'],
    ghosts: true,
    // A ghostly falling "ooo".
    tune: [note(520, 700, 330)],
  },
};
