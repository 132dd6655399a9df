import { calendarDayOf } from '@laurel/shared/contract';

/** Programs §9: the summary's date presets; the default range is the last 30 days. */
export const SUMMARY_PRESETS = ['7d', '30d', '90d', '6m', '1y'] as const;
export type SummaryPreset = (typeof SUMMARY_PRESETS)[number];
export const DEFAULT_SUMMARY_PRESET: SummaryPreset = '30d';

export interface DayRange {
  /** UTC calendar days, `yyyy-MM-dd`, both included. */
  startDate: string;
  endDate: string;
}

/** The preset's days up to today, counted in UTC as the server counts a claim's day. */
export function presetRange(preset: SummaryPreset, now: number): DayRange {
  const start = new Date(now);
  const amount = Number.parseInt(preset, 10);
  if (preset.endsWith('d')) start.setUTCDate(start.getUTCDate() - amount);
  else if (preset.endsWith('m')) start.setUTCMonth(start.getUTCMonth() - amount);
  else start.setUTCFullYear(start.getUTCFullYear() - amount);
  return { startDate: calendarDayOf(start), endDate: calendarDayOf(now) };
}

/** The preset these days are, if any. */
export const presetOf = (range: DayRange, now: number): SummaryPreset | null =>
  SUMMARY_PRESETS.find((preset) => {
    const days = presetRange(preset, now);
    return days.startDate === range.startDate && days.endDate === range.endDate;
  }) ?? null;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isDay = (value: string | null): value is string => {
  const moment = value !== null && DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(moment) && calendarDayOf(moment) === value;
};

/** The picker shows a day as a local date; the day itself is what the server is sent. */
export const pickerDateOf = (day: string) => {
  const [, year, month, date] = DAY.exec(day)!.map(Number);
  return new Date(year!, month! - 1, date!);
};

export const dayOfPickerDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
