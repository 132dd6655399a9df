/** A flash-points program (recognition spec §3) as `GET /programs/flash_points` answers it, camel-cased. */
export interface FlashPointsProgram {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  baseColor: string;
  accentColor: string;
  /** What the program granted each person. */
  amountPerPerson: number;
  /** The reader's flash points left to give. */
  flashPointsBalance: number;
}

/** Spec §9: the countdown is redrawn every second. */
export const FLASH_POINTS_COUNTDOWN_TICK_MS = 1000;

/** The base colours a program is drawn in; the first three are the dark ones spec §9 writes white on. */
export const FLASH_POINTS_BASE_COLORS = {
  midnight: '#1b2a4a',
  plum: '#4a1f47',
  forest: '#1e4634',
  sunflower: '#ffd35c',
  mint: '#b9f0d7',
  peach: '#ffcdb0',
} as const;

const DARK_BASE_COLORS: ReadonlySet<string> = new Set([
  FLASH_POINTS_BASE_COLORS.midnight,
  FLASH_POINTS_BASE_COLORS.plum,
  FLASH_POINTS_BASE_COLORS.forest,
]);

const DARK_TEXT = '#1a1a1a';
const WHITE_TEXT = '#ffffff';

/** White on the three dark base colours, near-black on the others (spec §9). */
export const flashPointsTextColor = (baseColor: string): string =>
  DARK_BASE_COLORS.has(baseColor.toLowerCase()) ? WHITE_TEXT : DARK_TEXT;

/** Running now: started and not yet ended. */
export const isFlashPointsProgramActive = (program: Pick<FlashPointsProgram, 'startDate' | 'endDate'>, now: number) =>
  Date.parse(program.startDate) <= now && now < Date.parse(program.endDate);

/** Flash points count only while a program runs; after its end they can no longer be given. */
export const spendableFlashPoints = (balance: number, programActive: boolean): number =>
  programActive ? Math.max(0, balance) : 0;

export interface PointsSpend {
  flashPointsUsed: number;
  givingBalanceUsed: number;
}

/** What a give of `total` points takes from each balance: flash points first, as they expire. */
export function pointsSpendOf(total: number, balances: { flashPoints: number; givingBalance: number }): PointsSpend {
  const flashPointsUsed = Math.min(Math.max(0, total), Math.max(0, balances.flashPoints));
  return { flashPointsUsed, givingBalanceUsed: Math.max(0, total) - flashPointsUsed };
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND_MS = 1000;

/** Whole days, hours, minutes and seconds left; all zero once the end has passed. */
export function countdownPartsOf(msLeft: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor(msLeft / SECOND_MS));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}
