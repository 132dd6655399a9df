import type { QualityDimensionKey, QualityScore } from '../recognition/quality-score';
import type { UserSummary } from '../domain/user-profile';

/** A calendar month in year-month form (programs §2), e.g. `2026-10`. */
export type ReportMonth = string;

/** The recognition scores page's query parameters (programs §2). */
export const RECOGNITION_SCORES_PARAMS = {
  topStart: 'top_recognition_start_month',
  topEnd: 'top_recognition_end_month',
  overview: 'overview_month',
} as const;

export interface RecognitionScoresMonths {
  topStart: ReportMonth;
  topEnd: ReportMonth;
  overview: ReportMonth;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isReportMonth = (value: unknown): value is ReportMonth => typeof value === 'string' && MONTH.test(value);

const monthOf = (year: number, monthIndex: number): ReportMonth => {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The month `offset` months after `month` (before, when negative). */
export function shiftMonth(month: ReportMonth, offset: number): ReportMonth {
  const [, year, monthNumber] = MONTH.exec(month)!;
  return monthOf(Number(year), Number(monthNumber) - 1 + offset);
}

/** The month before the one `today` falls in: every month parameter's default (programs §2). */
export const previousMonthOf = (today: Date): ReportMonth => monthOf(today.getUTCFullYear(), today.getUTCMonth() - 1);

/** Programs §2: each parameter in year-month form; a missing or unparsable one is the previous month. */
export function recognitionScoresMonths(
  params: Partial<Record<string, unknown>>,
  today: Date,
): RecognitionScoresMonths {
  const fallback = previousMonthOf(today);
  const read = (name: string) => (isReportMonth(params[name]) ? (params[name] as ReportMonth) : fallback);
  return {
    topStart: read(RECOGNITION_SCORES_PARAMS.topStart),
    topEnd: read(RECOGNITION_SCORES_PARAMS.topEnd),
    overview: read(RECOGNITION_SCORES_PARAMS.overview),
  };
}

/** The analytics calls' dates (programs §7: start_date and end_date as yyyy-MM-dd) of whole months. */
export function monthRange(first: ReportMonth, last: ReportMonth = first): { start_date: string; end_date: string } {
  const end = new Date(Date.parse(`${shiftMonth(last, 1)}-01T00:00:00.000Z`) - 24 * 60 * 60 * 1000);
  return { start_date: `${first}-01`, end_date: end.toISOString().slice(0, 10) };
}

export const RECOGNITION_QUALITY_FILTER_TYPES = ['hashtag', 'team', 'custom_property'] as const;
export type RecognitionQualityFilterType = (typeof RECOGNITION_QUALITY_FILTER_TYPES)[number];
export const RECOGNITION_QUALITY_FILTER_DIRECTIONS = ['giver', 'receiver'] as const;
export type RecognitionQualityFilterDirection = (typeof RECOGNITION_QUALITY_FILTER_DIRECTIONS)[number];

/** `GET /admin/analytics/recognition_quality/filter_options`. */
export interface RecognitionQualityFilterOptions {
  hashtags: string[];
  teams: { id: number; name: string }[];
  /** Custom properties are filtered as `name:value` (programs §7). */
  customProperties: { name: string; values: string[] }[];
}

/** `GET …/averages`: one range's average score and how often each dimension matched. */
export interface RecognitionQualityAverages {
  /** The mean score (0–100) of the range's scored recognitions, one decimal; null when there are none. */
  averageScore: number | null;
  recognitionCount: number;
  dimensions: { key: QualityDimensionKey; matchRate: number | null }[];
}

/** A recognition as the top-scoring list shows it (programs §3). */
export interface ScoredRecognition {
  id: number;
  reason: string;
  qualityScore: QualityScore;
  attachments: { gif?: string; videoThumbnailUrl?: string; videoPosterUrl?: string }[];
  createdAt: string;
  familyAmount: number;
  giver: UserSummary | null;
  reactionCount: number;
  commentCount: number;
  receivers: UserSummary[];
}

export interface DepartmentAverage {
  department: string;
  averageScore: number;
  recognitionCount: number;
}

export interface MonthlyAverage {
  month: ReportMonth;
  averageScore: number | null;
  recognitionCount: number;
}

/** How many recognitions the top-scoring list shows. */
export const TOP_SCORING_LIMIT = 10;
/** How many months the monthly chart shows, ending with the overview month. */
export const MONTHLY_AVERAGE_MONTHS = 6;

export const RECOGNITION_QUALITY_PATH = '/admin/analytics/recognition_quality';
export const RECOGNITION_DEPARTMENT_AVERAGES_REPORT = 'recognition_department_averages';
