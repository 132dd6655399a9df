import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';
import type { FeedbackPerson } from './feedback-contract';
import {
  PULSE_COMMENT_MAX_LENGTH,
  PULSE_SCORES,
  type CheckInPulse,
  type PulseAnswer,
  type TeamPulse,
} from './pulse-check-contract';

/** Recognition §3 manager_check_in_settings.cadence: how often a person writes a check-in. */
export const CHECK_IN_CADENCES = ['weekly', 'biweekly', 'monthly'] as const;
export type CheckInCadence = (typeof CHECK_IN_CADENCES)[number];
/** Mandatory check-ins without a manager's cadence are weekly. */
export const DEFAULT_CHECK_IN_CADENCE: CheckInCadence = 'weekly';
export const CHECK_IN_MOODS = [1, 2, 3, 4, 5] as const;
export const CHECK_IN_TEXT_MAX_LENGTH = 2000;

/** A period of check-ins, first and last day (yyyy-MM-dd, UTC). */
export interface CheckInPeriod {
  start: string;
  end: string;
}

export interface CheckInComment {
  author: FeedbackPerson;
  text: string;
  createdAt: string;
}

/** One person's check-in for one period, and their manager's answer once given. */
export interface CheckIn {
  id: number;
  author: FeedbackPerson;
  period: CheckInPeriod;
  wentWell: string;
  blockers: string;
  mood: number;
  createdAt: string;
  updatedAt: string;
  managerComment: CheckInComment | null;
  /** The pulse answer; null when not asked, not answered, or when the manager sees only team averages. */
  pulse: PulseAnswer | null;
}

/** `GET /check_ins`: the reader's cadence, this period, its check-in if written, and earlier ones. */
export interface MyCheckIns {
  cadence: CheckInCadence;
  period: CheckInPeriod;
  current: CheckIn | null;
  history: CheckIn[];
  /** The company's pulse question when it is on. */
  pulse: CheckInPulse | null;
}

/** `GET /check_ins/reports`: the reports' check-ins, and the team's pulse when the company asks one. */
export interface ReportsCheckIns {
  result: CheckIn[];
  pulse: TeamPulse | null;
}

export const checkInInputSchema = z.object({
  wentWell: z.string(),
  blockers: z.string(),
  mood: z.int(),
  // Optional: the pulse is asked only when the company turned it on, and may be skipped.
  pulse: z.optional(z.nullable(z.object({ score: z.int(), comment: z.string() }))),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;

export const checkInCommentSchema = z.object({ text: z.string() });

export const checkInCadenceOf = (cadence: string | null | undefined): CheckInCadence =>
  CHECK_IN_CADENCES.includes(cadence as CheckInCadence) ? (cadence as CheckInCadence) : DEFAULT_CHECK_IN_CADENCE;

const DAY_MS = 86_400_000;
/** Biweekly periods count from this Monday, so every person's fortnight starts on the same days. */
const BIWEEKLY_EPOCH_MS = Date.UTC(2024, 0, 1);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period of `cadence` holding `today` (yyyy-MM-dd): weeks start on Monday, months on the 1st. */
export function checkInPeriodOf(cadence: CheckInCadence, today: string): CheckInPeriod {
  const day = Date.parse(`${today}T00:00:00Z`);
  if (cadence === 'monthly') {
    const date = new Date(day);
    const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0);
    return { start: isoDay(start), end: isoDay(end) };
  }
  const days = cadence === 'weekly' ? 7 : 14;
  const sinceEpoch = Math.floor((day - BIWEEKLY_EPOCH_MS) / DAY_MS);
  const start = day - (((sinceEpoch % days) + days) % days) * DAY_MS;
  return { start: isoDay(start), end: isoDay(start + (days - 1) * DAY_MS) };
}

export type CheckInField = 'wentWell' | 'blockers' | 'mood' | 'pulseScore' | 'pulseComment';

export function checkInProblems(input: CheckInInput): Partial<Record<CheckInField, ApiErrorId>> {
  const problems: Partial<Record<CheckInField, ApiErrorId>> = {};
  if (input.wentWell.trim().length === 0) problems.wentWell = 'check_in_went_well_required';
  else if (input.wentWell.trim().length > CHECK_IN_TEXT_MAX_LENGTH) problems.wentWell = 'check_in_text_too_long';
  if (input.blockers.trim().length > CHECK_IN_TEXT_MAX_LENGTH) problems.blockers = 'check_in_text_too_long';
  if (!CHECK_IN_MOODS.includes(input.mood as never)) problems.mood = 'check_in_mood_invalid';
  if (input.pulse && !PULSE_SCORES.includes(input.pulse.score as never)) problems.pulseScore = 'pulse_score_invalid';
  if (input.pulse && input.pulse.comment.trim().length > PULSE_COMMENT_MAX_LENGTH) {
    problems.pulseComment = 'pulse_comment_too_long';
  }
  return problems;
}

export function checkInCommentProblem(text: string): ApiErrorId | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'check_in_comment_required';
  if (trimmed.length > CHECK_IN_TEXT_MAX_LENGTH) return 'check_in_text_too_long';
  return null;
}
