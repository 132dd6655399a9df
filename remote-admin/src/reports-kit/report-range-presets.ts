import { defaultAnalyticsRange, toReportDay, type ReportRange } from '@laurel/shared/contract';

/** Programs §9: the default analytics range (previous month) and the presets 7, 30, 90 days, 6 months, a year. */
export const RANGE_PRESETS = [
  'previous_month',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_6_months',
  'last_year',
] as const;
/** The Analytics page's periods (issue 18): this month, last month, this quarter. */
export const ANALYTICS_RANGE_PRESETS = ['this_month', 'previous_month', 'this_quarter'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number] | (typeof ANALYTICS_RANGE_PRESETS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

const lastDays = (today: Date, days: number): ReportRange => ({
  start_date: toReportDay(new Date(today.getTime() - (days - 1) * DAY_MS)),
  end_date: toReportDay(today),
});

const lastMonths = (today: Date, months: number): ReportRange => {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate() + 1));
  return { start_date: toReportDay(start), end_date: toReportDay(today) };
};

/** From the first day of `month` (0 is January of today's year) to today. */
const sinceMonthStart = (today: Date, month: number): ReportRange => ({
  start_date: toReportDay(new Date(Date.UTC(today.getUTCFullYear(), month, 1))),
  end_date: toReportDay(today),
});

/** The days a preset covers, ending today (UTC). */
export function presetRange(preset: RangePreset, today: Date): ReportRange {
  switch (preset) {
    case 'previous_month':
      return defaultAnalyticsRange(today);
    case 'last_7_days':
      return lastDays(today, 7);
    case 'last_30_days':
      return lastDays(today, 30);
    case 'last_90_days':
      return lastDays(today, 90);
    case 'last_6_months':
      return lastMonths(today, 6);
    case 'last_year':
      return lastMonths(today, 12);
    case 'this_month':
      return sinceMonthStart(today, today.getUTCMonth());
    case 'this_quarter':
      return sinceMonthStart(today, today.getUTCMonth() - (today.getUTCMonth() % 3));
  }
}

/** The preset that gives exactly `range` today, if any. */
export const presetOf = (
  range: ReportRange,
  today: Date,
  presets: readonly RangePreset[] = RANGE_PRESETS,
): RangePreset | undefined =>
  presets.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.start_date === range.start_date && candidate.end_date === range.end_date;
  });
