import { gaugeFillOf, type QualityTotals } from '@laurel/shared/recognition';

/** Recognition §9: the drinks the gauge pours, each drawn at these fill levels. */
export const DRINKS = ['bubbleTea', 'cocoa', 'coffee', 'juice', 'tea'] as const;
export type Drink = (typeof DRINKS)[number];
export const CUP_LEVELS = [0, 20, 40, 60, 80, 100] as const;
export type CupLevel = (typeof CUP_LEVELS)[number];

/** The picture's level for a score: the fill rounded down to the nearest drawn level; no score is an empty cup. */
export function cupLevelOf(totals: QualityTotals | null): CupLevel {
  if (!totals) return 0;
  const percent = gaugeFillOf(totals) * 100;
  return [...CUP_LEVELS].reverse().find((level) => level <= percent + 1e-9) ?? 0;
}

/** One drink per giver, the same every time they write: a small thing of their own. */
export const drinkFor = (seed: number): Drink => DRINKS[Math.abs(Math.trunc(seed)) % DRINKS.length]!;
