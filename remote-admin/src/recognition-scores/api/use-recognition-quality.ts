import {
  monthRange,
  shiftMonth,
  type DepartmentAverage,
  type MonthlyAverage,
  type RecognitionQualityAverages,
  type RecognitionQualityFilterOptions,
  type ReportMonth,
  type ScoredRecognition,
} from '@laurel/shared/contract';
import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import { useReport } from '../../reports-kit';

const QUALITY = 'admin/analytics/recognition_quality';

export interface TopRecognitionFilter {
  type: '' | 'hashtag' | 'team' | 'custom_property';
  value: string;
  direction: 'giver' | 'receiver';
}

/** Programs §7: the averages are fetched for the selected and the previous month. */
export function useMonthAverages(month: ReportMonth) {
  const selected = useReport<RecognitionQualityAverages>(`${QUALITY}/averages`, monthRange(month));
  const previous = useReport<RecognitionQualityAverages>(`${QUALITY}/averages`, monthRange(shiftMonth(month, -1)));
  return { selected, previous };
}

export const useMonthlyAverages = (month: ReportMonth) =>
  useReport<{ records: MonthlyAverage[] }>(`${QUALITY}/monthly_averages`, monthRange(month), { month });

export const useDepartmentAverages = (month: ReportMonth) =>
  useReport<{ records: DepartmentAverage[] }>(`${QUALITY}/department_averages`, monthRange(month));

const fetchOptions = (path: string) =>
  v2Client.get<{ result: RecognitionQualityFilterOptions }>(path).then((body) => body.result);

/** The hashtags, teams and custom properties the top list filters by; they do not depend on the months. */
export function useFilterOptions() {
  const read = useSWR(`${QUALITY}/filter_options`, fetchOptions, QUERY_DEFAULTS);
  return { ...read, retry: () => void read.mutate() };
}

export function useTopScoring(first: ReportMonth, last: ReportMonth, filter: TopRecognitionFilter) {
  const extra: Record<string, string> =
    filter.type && filter.value
      ? {
          filter_type: filter.type,
          filter_values: filter.value,
          ...(filter.type !== 'hashtag' && { filter_direction: filter.direction }),
        }
      : {};
  // A reversed pair of months reads the first month alone rather than nothing.
  const range = last < first ? monthRange(first) : monthRange(first, last);
  return useReport<{ records: ScoredRecognition[] }>(`${QUALITY}/top_scoring_recognition`, range, extra);
}
