import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';

export const PULSE_QUESTION_MAX_LENGTH = 200;
export const PULSE_LABEL_MAX_LENGTH = 40;
export const PULSE_COMMENT_MAX_LENGTH = 500;
/** The pulse is answered on a 1–5 scale, one label per point. */
export const PULSE_SCORES = [1, 2, 3, 4, 5] as const;
export const PULSE_THRESHOLD_MIN = 2;
export const PULSE_THRESHOLD_MAX = 10;
export const PULSE_MANAGER_VIEWS = ['individual', 'team_average'] as const;
export type PulseManagerView = (typeof PULSE_MANAGER_VIEWS)[number];

const error = (id: ApiErrorId) => ({ error: id });
const label = z
  .string(error('pulse_label_invalid'))
  .check(
    z.trim(),
    z.minLength(1, error('pulse_label_invalid')),
    z.maxLength(PULSE_LABEL_MAX_LENGTH, error('pulse_label_invalid')),
  );

/** `PUT /admin/growth/pulse_check`: the question asked in every check-in, and what managers see of the answers. */
export const pulseCheckSettingsSchema = z.strictObject({
  enabled: z.boolean(error('bad_request')),
  question: z
    .string(error('pulse_question_required'))
    .check(
      z.trim(),
      z.minLength(1, error('pulse_question_required')),
      z.maxLength(PULSE_QUESTION_MAX_LENGTH, error('pulse_question_too_long')),
    ),
  scaleLabels: z.array(label).check(z.length(PULSE_SCORES.length, error('pulse_label_invalid'))),
  managerView: z.enum(PULSE_MANAGER_VIEWS, error('bad_request')),
  anonymityThreshold: z
    .int(error('pulse_threshold_invalid'))
    .check(
      z.minimum(PULSE_THRESHOLD_MIN, error('pulse_threshold_invalid')),
      z.maximum(PULSE_THRESHOLD_MAX, error('pulse_threshold_invalid')),
    ),
});
export type PulseCheckSettings = z.infer<typeof pulseCheckSettingsSchema>;

export const DEFAULT_PULSE_CHECK_SETTINGS: PulseCheckSettings = {
  enabled: false,
  question: 'How are you feeling about work this week?',
  scaleLabels: ['Very bad', 'Bad', 'Okay', 'Good', 'Great'],
  managerView: 'team_average',
  anonymityThreshold: 3,
};

/** The fields of the settings form a refusal is shown at. */
export type PulseSettingsField = 'question' | 'scaleLabels' | 'anonymityThreshold';
const FIELD_OF: Partial<Record<ApiErrorId, PulseSettingsField>> = {
  pulse_question_required: 'question',
  pulse_question_too_long: 'question',
  pulse_label_invalid: 'scaleLabels',
  pulse_threshold_invalid: 'anonymityThreshold',
};
export const pulseSettingsFieldOf = (id: ApiErrorId): PulseSettingsField | undefined => FIELD_OF[id];

/** Each field's first refusal, as the server would answer it. */
export function pulseCheckSettingsProblems(input: unknown): Partial<Record<PulseSettingsField, ApiErrorId>> {
  const parsed = pulseCheckSettingsSchema.safeParse(input);
  const problems: Partial<Record<PulseSettingsField, ApiErrorId>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = pulseSettingsFieldOf(issue.message as ApiErrorId);
    if (field && !problems[field]) problems[field] = issue.message as ApiErrorId;
  }
  return problems;
}

/** What a check-in asks when the pulse is on (`GET /check_ins`). */
export interface CheckInPulse {
  question: string;
  scaleLabels: string[];
}

/** A person's answer to the pulse (1–5 and an optional comment), stored with their check-in. */
export interface PulseAnswer {
  score: number;
  comment: string;
}

/**
 * The team's pulse for the manager (`GET /check_ins/reports`): the mean of the latest period's answers, or
 * hidden (null) under the anonymity threshold.
 */
export interface TeamPulse {
  question: string;
  managerView: PulseManagerView;
  answerCount: number;
  threshold: number;
  average: number | null;
}
