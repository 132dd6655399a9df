import { reportDayStart, toReportDay, type ReportDay, type ReportRange } from './report-filters';

/** Issue 18 item 1: a person's recognition analytics and the company's leaderboard. */
export const PERSONAL_ANALYTICS_PATH = '/api/v2/analytics/me';
export const LEADERBOARD_PATH = '/api/v2/analytics/leaderboard';

/** How many givers and receivers the leaderboard lists. */
export const LEADERBOARD_SIZE = 10;
/** How many values (hashtags) a summary lists, most used first. */
export const ANALYTICS_TOP_VALUES = 8;

export interface AnalyticsWeek {
  /** The Monday (UTC) the week starts on; the first and last weeks may reach outside the range. */
  week_start: ReportDay;
  given: number;
  received: number;
}

export interface AnalyticsValue {
  hashtag: string;
  count: number;
}

/** Recognition given and received over a range, by one person or by a team. */
export interface RecognitionSummary {
  given: number;
  received: number;
  points_given: number;
  points_received: number;
  weeks: AnalyticsWeek[];
  /** The values of the recognitions given or received, most used first. */
  values: AnalyticsValue[];
}

export interface AnalyticsPerson {
  id: number;
  display_name: string;
  slug: string;
  profile_pic_url: string | null;
}

export interface TeamMemberFigures extends AnalyticsPerson {
  given: number;
  received: number;
  points_received: number;
}

export interface TeamAnalytics extends RecognitionSummary {
  /** The manager's direct reports, by name. */
  members: TeamMemberFigures[];
}

export interface PersonalAnalytics {
  range: ReportRange;
  me: RecognitionSummary;
  /** The viewer's direct reports together; null unless the viewer manages someone. */
  team: TeamAnalytics | null;
}

export interface LeaderboardEntry {
  /** Equal counts share a rank (1, 2, 2, 4). */
  rank: number;
  person: AnalyticsPerson;
  /** Recognitions given (givers) or received (receivers). */
  count: number;
  points: number;
}

export interface Leaderboard {
  range: ReportRange;
  givers: LeaderboardEntry[];
  receivers: LeaderboardEntry[];
  /** The viewer asked not to be listed (profile settings), so is never on it. */
  viewer_opted_out: boolean;
}

/** What the leaderboard reads of a person: the opt-out of recipient preferences; missing is not opted out. */
export interface LeaderboardCandidate {
  id: number;
  recognition_preferences?: { leaderboard_opt_out?: boolean } | null;
}

export const optedOutOfLeaderboard = (person: LeaderboardCandidate) =>
  person.recognition_preferences?.leaderboard_opt_out === true;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The Monday (UTC) of the week holding `day`. */
export function weekStartOf(day: ReportDay): ReportDay {
  const start = reportDayStart(day);
  const sinceMonday = (new Date(start).getUTCDay() + 6) % 7;
  return toReportDay(new Date(start - sinceMonday * DAY_MS));
}

/** Every week the range touches, Monday first, oldest first. */
export function weeksOf(range: ReportRange): ReportDay[] {
  const weeks: ReportDay[] = [];
  const last = reportDayStart(range.end_date);
  for (let start = reportDayStart(weekStartOf(range.start_date)); start <= last; start += WEEK_MS) {
    weeks.push(toReportDay(new Date(start)));
  }
  return weeks;
}

/** Ranks people by their count, most first; equal counts share a rank, then more points and the name order them. */
export function rankLeaderboard<Row extends { count: number; points: number; person: AnalyticsPerson }>(
  rows: readonly Row[],
  size = LEADERBOARD_SIZE,
): (Row & { rank: number })[] {
  const sorted = [...rows]
    .filter((row) => row.count > 0)
    .sort(
      (a, b) => b.count - a.count || b.points - a.points || a.person.display_name.localeCompare(b.person.display_name),
    );
  return sorted
    .slice(0, size)
    .map((row) => ({ ...row, rank: 1 + sorted.filter((other) => other.count > row.count).length }));
}
