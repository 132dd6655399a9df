import type { ReportMonth } from './recognition-scores-contract';

/** Groups with fewer respondents than this are hidden, so nobody's answer can be picked out. */
export const PULSE_MIN_GROUP_SIZE = 5;
/** Answers are on a 1–5 scale. */
export const PULSE_SCALE_MAX = 5;

export interface PulseQuestion {
  id: number;
  /** The i18n-free text the company wrote. */
  text: string;
}

export interface PulseQuestionResult {
  questionId: number;
  text: string;
  /** Mean answer (1–5), one decimal; null with no answers. */
  averageScore: number | null;
  responseCount: number;
  /** Each month of the range, oldest first. */
  months: { month: ReportMonth; averageScore: number | null; responseCount: number }[];
}

export interface PulseDepartmentResult {
  department: string;
  respondentCount: number;
  /** Null when hidden: fewer than PULSE_MIN_GROUP_SIZE respondents. */
  averageScore: number | null;
  hidden: boolean;
}

export interface PulseComment {
  id: number;
  questionId: number;
  month: ReportMonth;
  /** Plain text: markup removed on the server. Anonymous: no author. */
  text: string;
}

/** `GET /admin/reports/pulse_results?start_date&end_date`. */
export interface PulseResults {
  start_date: string;
  end_date: string;
  respondentCount: number;
  questions: PulseQuestionResult[];
  departments: PulseDepartmentResult[];
  comments: PulseComment[];
}

export const PULSE_RESULTS_PATH = '/admin/reports/pulse_results';
export const PULSE_RESULTS_REPORT = 'pulse_results';
