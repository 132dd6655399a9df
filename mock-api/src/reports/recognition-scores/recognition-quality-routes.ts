import { Router, type Request } from 'express';
import {
  MONTHLY_AVERAGE_MONTHS,
  RECOGNITION_QUALITY_FILTER_DIRECTIONS,
  RECOGNITION_QUALITY_FILTER_TYPES,
  isReportMonth,
  monthRange,
  previousMonthOf,
  shiftMonth,
  type MonthlyAverage,
  type RecognitionQualityFilterDirection,
  type RecognitionQualityFilterType,
} from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import { subjectOf } from '../../authz/subject';
import { guardedBy } from '../../authz/route-guard';
import { recognitionQuality, type DayRange, type TopScoringFilter } from './recognition-quality';

export const RECOGNITION_QUALITY_API = '/api/v2/admin/analytics/recognition_quality';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/** start_date and end_date as yyyy-MM-dd (programs §7); a missing, unparsable or reversed pair is the previous month. */
export function dayRangeOf(req: Request, today: Date): DayRange {
  const { start_date, end_date } = req.query;
  if (isDay(start_date) && isDay(end_date) && start_date <= end_date) return { start_date, end_date };
  return monthRange(previousMonthOf(today));
}

const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string'
      ? item
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [],
  );

function filterOf(req: Request): TopScoringFilter {
  const { filter_type, filter_direction, filter_values } = req.query;
  const type = RECOGNITION_QUALITY_FILTER_TYPES.find((candidate) => candidate === filter_type) as
    RecognitionQualityFilterType | undefined;
  const direction = (RECOGNITION_QUALITY_FILTER_DIRECTIONS.find((candidate) => candidate === filter_direction) ??
    'giver') as RecognitionQualityFilterDirection;
  return { type, direction, values: listOf(filter_values) };
}

/** Programs §7's recognition quality analytics for the caller's company; the finance gate is the route matrix's. */
export function recognitionQualityRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const base = '/admin/analytics/recognition_quality';
  const route = (call: string) => [`${base}/${call}`, guardedBy('GET', `${RECOGNITION_QUALITY_API}/${call}`)] as const;
  const qualityOf = (res: Parameters<typeof subjectOf>[0]) => recognitionQuality(store, subjectOf(res).company.id);
  const today = () => new Date(now());

  router.get(...route('filter_options'), (_req, res) => {
    res.json({ result: qualityOf(res).filterOptions() });
  });
  router.get(...route('averages'), (req, res) => {
    res.json({ result: qualityOf(res).averages(dayRangeOf(req, today())) });
  });
  router.get(...route('top_scoring_recognition'), (req, res) => {
    res.json({ result: { records: qualityOf(res).topScoring(dayRangeOf(req, today()), filterOf(req)) } });
  });
  router.get(...route('department_averages'), (req, res) => {
    res.json({ result: { records: qualityOf(res).departmentAverages(dayRangeOf(req, today())) } });
  });
  // The chart's months: the given month and the five before it.
  router.get(...route('monthly_averages'), (req, res) => {
    const month = isReportMonth(req.query.month) ? req.query.month : previousMonthOf(today());
    const quality = qualityOf(res);
    const records: MonthlyAverage[] = Array.from({ length: MONTHLY_AVERAGE_MONTHS }, (_, index) => {
      const shown = shiftMonth(month, index - MONTHLY_AVERAGE_MONTHS + 1);
      const { averageScore, recognitionCount } = quality.averages(monthRange(shown));
      return { month: shown, averageScore, recognitionCount };
    });
    res.json({ result: { records } });
  });
  return router;
}
