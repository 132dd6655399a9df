import {
  PULSE_RESULTS_REPORT,
  RECOGNITION_DEPARTMENT_AVERAGES_REPORT,
  adminPagePolicy,
  allows,
  type PermissionSubject,
} from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import { recognitionQuality, type DayRange } from '../recognition-scores/recognition-quality';
import { pulseResults } from '../pulse-results/pulse-results';
import { seededPulseSource } from '../pulse-results/pulse-results-routes';

const POLICIES = {
  [RECOGNITION_DEPARTMENT_AVERAGES_REPORT]: adminPagePolicy('/admin/reports/recognition_scores'),
  [PULSE_RESULTS_REPORT]: adminPagePolicy('/admin/reports/pulse-results'),
} as const;

export type AnalyticsCsvReport = keyof typeof POLICIES;

export const isAnalyticsCsvReport = (report: string): report is AnalyticsCsvReport => report in POLICIES;

/** The CSV of a page is for whoever may open the page (programs §6), not for every admin. */
export const mayExportAnalyticsReport = (subject: PermissionSubject, report: AnalyticsCsvReport) =>
  allows(subject, POLICIES[report]);

type Cell = string | number;

/** The rows of the recognition scores' department averages or of the pulse results, header first. */
export function analyticsCsvRows(
  report: AnalyticsCsvReport,
  store: Store,
  companyId: number,
  range: DayRange,
  now: () => number,
): Cell[][] {
  if (report === RECOGNITION_DEPARTMENT_AVERAGES_REPORT) {
    return [
      ['department', 'average_score', 'recognitions'],
      ...recognitionQuality(store, companyId)
        .departmentAverages(range)
        .map((row) => [row.department, row.averageScore, row.recognitionCount]),
    ];
  }
  const results = pulseResults(seededPulseSource(store, now)(companyId), range);
  return [
    ['section', 'question_or_department', 'month', 'average_score', 'count'],
    ...results.questions.flatMap((question) => [
      ['question', question.text, 'all', question.averageScore ?? '', question.responseCount],
      ...question.months.map((month) => [
        'question',
        question.text,
        month.month,
        month.averageScore ?? '',
        month.responseCount,
      ]),
    ]),
    // A hidden department keeps its count of people but not its average.
    ...results.departments.map((group) => [
      'department',
      group.department,
      'all',
      group.averageScore ?? '',
      group.respondentCount,
    ]),
    ...results.comments.map((comment) => ['comment', comment.text, comment.month, '', '']),
  ];
}
