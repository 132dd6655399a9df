import { DASHBOARD_PERIOD_DAYS, type DashboardPeriod, type PeriodFigure } from './dashboard-contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last 30 days up to `now` and the 30 before them. */
export function dashboardPeriods(now: number): { period: DashboardPeriod; previousPeriod: DashboardPeriod } {
  const length = DASHBOARD_PERIOD_DAYS * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    period: { start: iso(now - length), end: iso(now) },
    previousPeriod: { start: iso(now - 2 * length), end: iso(now - length) },
  };
}

/** True when an instant falls after the period's start and no later than its end. */
export function inPeriod(at: string, { start, end }: DashboardPeriod): boolean {
  const time = Date.parse(at);
  return time > Date.parse(start) && time <= Date.parse(end);
}

/** A whole percentage of `whole`; nothing of nobody is 0 %. */
export const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export type ChangeDirection = 'up' | 'down' | 'same';

export interface FigureChange {
  direction: ChangeDirection;
  /** How much the figure moved, never negative. */
  amount: number;
  /** The move as a whole percentage of the previous figure; null when there was nothing before. */
  percent: number | null;
}

/** How a figure moved from the previous period to this one. */
export function changeOf({ current, previous }: PeriodFigure): FigureChange {
  const amount = Math.abs(current - previous);
  const direction: ChangeDirection = current > previous ? 'up' : current < previous ? 'down' : 'same';
  return { direction, amount, percent: previous > 0 ? Math.round((amount / previous) * 100) : null };
}

/** The hashtags used most, most first and then by name, each with how often. */
export function topHashtags(hashtagLists: readonly (readonly string[])[], limit: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const hashtags of hashtagLists) {
    for (const hashtag of new Set(hashtags)) {
      counts.set(hashtag, (counts.get(hashtag) ?? 0) + 1);
    }
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)).slice(0, limit);
}
