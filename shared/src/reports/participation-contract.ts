import type { ReportRange } from './report-filters';

/** The participation reports (programs §2): who gave and who received recognition in a range. */

/** Programs §9: the summary page size, used by the per-person table. */
export const PARTICIPATION_PAGE_SIZE = 24;

export const PARTICIPATION_TABS = ['giving-and-receiving', 'managers-and-teams', 'compare'] as const;
export type ParticipationTab = (typeof PARTICIPATION_TABS)[number];

export const PARTICIPATION_API = '/api/v2/admin/reports/participation';
export const PARTICIPATION_SUMMARY_API = '/api/v2/admin/reports/participation-summary';

/** Of `people`, how many gave and how many received at least one recognition; shares are whole percents. */
export interface ParticipationFigures {
  people: number;
  givers: number;
  receivers: number;
  giverShare: number;
  receiverShare: number;
  recognitions: number;
}

export interface DepartmentParticipation extends ParticipationFigures {
  department: string;
}

/** One week (Monday to Sunday, UTC), cut to the range. */
export interface WeekParticipation extends ParticipationFigures {
  weekStart: string;
}

export interface PersonParticipation {
  id: number;
  name: string;
  department: string;
  given: number;
  received: number;
}

export interface ParticipationPage<Row> {
  rows: Row[];
  page: number;
  pageCount: number;
  total: number;
}

/** `GET …/participation/giving-and-receiving` */
export interface GivingAndReceiving {
  range: ReportRange;
  totals: ParticipationFigures;
  weeks: WeekParticipation[];
  departments: DepartmentParticipation[];
  people: ParticipationPage<PersonParticipation>;
}

export interface TeamParticipation extends ParticipationFigures {
  managerId: number;
  manager: string;
  department: string;
}

/** `GET …/participation/managers-and-teams`: each manager's direct reports. */
export interface ManagersAndTeams {
  range: ReportRange;
  teams: TeamParticipation[];
}

/** `GET …/participation/compare`: the range against the one of equal length before it, and each department. */
export interface ParticipationComparison {
  range: ReportRange;
  previousRange: ReportRange;
  current: ParticipationFigures;
  previous: ParticipationFigures;
  departments: DepartmentParticipation[];
}

/** `GET …/participation/options`: what the filters offer. */
export interface ParticipationOptions {
  departments: string[];
  locations: string[];
  teams: { id: number; name: string }[];
}

export interface MonthParticipation extends ParticipationFigures {
  /** yyyy-MM */
  month: string;
}

/** `GET /api/v2/admin/reports/participation-summary`: the company month by month and department by department. */
export interface ParticipationSummary {
  range: ReportRange;
  totals: ParticipationFigures;
  months: MonthParticipation[];
  departments: DepartmentParticipation[];
}
