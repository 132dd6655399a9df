import {
  adminPagePolicy,
  allows,
  perPerson,
  percentOf,
  type EquityFigures,
  type PermissionSubject,
  type ReportRange,
} from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import { companyGamingSignals } from '../gaming/gaming-signals';
import { companyEquity } from './recognition-equity';

type Cell = string | number;

const EQUITY_CSV_PAGES = {
  recognition_equity: '/admin/reports/recognition-equity',
  gaming_signals: '/admin/reports/gaming-signals',
} as const;
export type EquityCsvReport = keyof typeof EQUITY_CSV_PAGES;

export const isEquityCsvReport = (report: string): report is EquityCsvReport => Object.hasOwn(EQUITY_CSV_PAGES, report);

/** Whoever may open the report's page, and nobody else, gets its CSV. */
export const mayExportEquityReport = (subject: PermissionSubject, report: EquityCsvReport) =>
  allows(subject, adminPagePolicy(EQUITY_CSV_PAGES[report]));

const figureCells = (figures: EquityFigures): Cell[] => [
  figures.people,
  percentOf(figures.recognised, figures.people),
  perPerson(figures.recognitions, figures.people),
  perPerson(figures.points, figures.people),
];

/** The report's rows as on its page, header first: hidden segments are only counted, never listed. */
export function equityCsvRows(
  report: EquityCsvReport,
  store: Store,
  companyId: number,
  range: ReportRange,
  now: number,
): Cell[][] {
  if (report === 'gaming_signals') {
    return [
      ['signal', 'score', 'people', 'points', 'recognition_ids'],
      ...companyGamingSignals(store, companyId, range).signals.map((signal) => [
        signal.kind,
        signal.score,
        signal.people.map((person) => person.name).join('; '),
        signal.points,
        signal.recognitions.map((recognition) => recognition.id).join('; '),
      ]),
    ];
  }
  const equity = companyEquity(store, companyId, range, now);
  return [
    [
      'grouping',
      'segment',
      'people',
      'recognised_percent',
      'recognitions_per_person',
      'points_per_person',
      'hidden_segments',
    ],
    ['company', 'company', ...figureCells(equity.company), ''],
    ...equity.breakdowns.flatMap(({ dimension, segments, hiddenSegments }) => [
      ...segments.map((segment) => [dimension, segment.name, ...figureCells(segment), '']),
      [dimension, 'hidden', '', '', '', '', hiddenSegments],
    ]),
  ];
}
