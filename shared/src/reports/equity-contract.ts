import type { ReportRange } from './report-filters';

/** Recognition equity (issue 17 item 7): how recognition is spread across the company's groups of people. */

/** A segment with fewer people than this is hidden unless the company sets its own minimum. */
export const DEFAULT_MIN_GROUP_SIZE = 5;
/** Who counts as not recognised lately: nothing received in this many days up to today. */
export const UNRECOGNISED_DAYS = 60;

export const EQUITY_DIMENSIONS = ['department', 'location', 'tenure', 'team'] as const;
export type EquityDimension = (typeof EQUITY_DIMENSIONS)[number];

export const TENURE_BANDS = ['under_1', '1_to_3', '3_to_5', '5_plus'] as const;
export type TenureBand = (typeof TENURE_BANDS)[number];
/** The first year of each band, in whole years of service at the end of the range. */
export const TENURE_BAND_START_YEARS: Record<TenureBand, number> = {
  under_1: 0,
  '1_to_3': 1,
  '3_to_5': 3,
  '5_plus': 5,
};

export interface EquityFigures {
  people: number;
  /** People who received at least one recognition in the range. */
  recognised: number;
  recognitions: number;
  points: number;
}

export interface EquitySegment extends EquityFigures {
  /** The department or location, the tenure band's id, or the manager's id for a team. */
  key: string;
  /** The department or location, or the manager's name; tenure bands are named by the page. */
  name: string;
}

export interface EquityBreakdown {
  dimension: EquityDimension;
  /** Segments of at least the minimum group size, largest first. */
  segments: EquitySegment[];
  /** Segments left out so that no figure describes a handful of people; their figures never leave the server. */
  hiddenSegments: number;
}

export interface EquityPerson {
  id: number;
  name: string;
  slug: string;
  /** The last recognition they received, if ever. */
  lastRecognisedAt: string | null;
}

export interface UnrecognisedTeam {
  /** null: people who report to nobody. */
  manager: { id: number; name: string } | null;
  people: EquityPerson[];
}

/** `GET /api/v2/admin/reports/recognition_equity` (global admin), camel case as admin calls are. */
export interface RecognitionEquity {
  range: ReportRange;
  minGroupSize: number;
  company: EquityFigures;
  breakdowns: EquityBreakdown[];
  /** Active people with nothing received in the last `UNRECOGNISED_DAYS` days, by manager. */
  unrecognised: UnrecognisedTeam[];
  unrecognisedSince: string;
}

/** A figure per person of a group; nobody has none. */
export const perPerson = (total: number, people: number): number =>
  people > 0 ? Math.round((total / people) * 10) / 10 : 0;
