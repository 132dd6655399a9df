import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';

export const RECAP_CYCLE_NAME_MAX_LENGTH = 100;
export const RECAP_QUESTION_MAX_LENGTH = 200;
export const RECAP_QUESTIONS_MAX = 5;
export const RECAP_ANSWER_MAX_LENGTH = 2000;

const error = (id: ApiErrorId) => ({ error: id });
/** Dates are compared only once each reads as a day. */
const DATE_FIELDS: readonly PropertyKey[] = ['periodStart', 'periodEnd', 'dueDate'];
const datesRead = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  payload.issues.every((issue) => !DATE_FIELDS.includes(issue.path?.[0] ?? ''));
const day = (id: ApiErrorId) => z.iso.date(error(id));

/** `POST/PUT /admin/growth/recap_cycles`: a performance recap cycle and the questions everyone answers in it. */
export const recapCycleSchema = z
  .strictObject({
    name: z
      .string(error('recap_cycle_name_required'))
      .check(
        z.trim(),
        z.minLength(1, error('recap_cycle_name_required')),
        z.maxLength(RECAP_CYCLE_NAME_MAX_LENGTH, error('recap_cycle_name_too_long')),
      ),
    periodStart: day('recap_cycle_period_invalid'),
    periodEnd: day('recap_cycle_period_invalid'),
    dueDate: day('recap_cycle_due_date_invalid'),
    questions: z
      .array(
        z
          .string(error('recap_question_required'))
          .check(
            z.trim(),
            z.minLength(1, error('recap_question_required')),
            z.maxLength(RECAP_QUESTION_MAX_LENGTH, error('recap_question_too_long')),
          ),
      )
      .check(
        z.minLength(1, error('recap_questions_count')),
        z.maxLength(RECAP_QUESTIONS_MAX, error('recap_questions_count')),
      ),
  })
  .check(
    z.refine((cycle) => cycle.periodEnd >= cycle.periodStart, {
      error: 'recap_cycle_period_invalid',
      path: ['periodEnd'],
      when: datesRead,
    }),
    z.refine((cycle) => cycle.dueDate >= cycle.periodEnd, {
      error: 'recap_cycle_due_date_invalid',
      path: ['dueDate'],
      when: datesRead,
    }),
  );
export type RecapCycleInput = z.input<typeof recapCycleSchema>;

export type RecapCycleField = 'name' | 'periodStart' | 'periodEnd' | 'dueDate' | 'questions';
const FIELD_OF: Partial<Record<ApiErrorId, RecapCycleField>> = {
  recap_cycle_name_required: 'name',
  recap_cycle_name_too_long: 'name',
  recap_cycle_due_date_invalid: 'dueDate',
  recap_question_required: 'questions',
  recap_question_too_long: 'questions',
  recap_questions_count: 'questions',
};
/** The field a refusal is shown at: a period refusal names the end unless the start is what is wrong. */
export const recapCycleFieldOf = (id: ApiErrorId, path: readonly PropertyKey[] = []): RecapCycleField | undefined =>
  id === 'recap_cycle_period_invalid' ? (path[0] === 'periodStart' ? 'periodStart' : 'periodEnd') : FIELD_OF[id];

/** Each field's first refusal, as the server would answer it. */
export function recapCycleProblems(input: unknown): Partial<Record<RecapCycleField, ApiErrorId>> {
  const parsed = recapCycleSchema.safeParse(input);
  const problems: Partial<Record<RecapCycleField, ApiErrorId>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = recapCycleFieldOf(issue.message as ApiErrorId, issue.path);
    if (field && !problems[field]) problems[field] = issue.message as ApiErrorId;
  }
  return problems;
}

export interface RecapCycle extends RecapCycleInput {
  id: number;
}

/** A cycle as its admin follows it: of the people counted, who wrote their recap and whose manager added notes. */
export interface RecapCycleProgress extends RecapCycle {
  people: number;
  recapsWritten: number;
  managerNotes: number;
}

/** `GET /admin/growth/recap_cycles?department=`. */
export interface RecapCycleList {
  result: RecapCycleProgress[];
  departments: string[];
}

/** A cycle is open from the start of its period until its due date, both included; the latest start wins. */
export function openRecapCycle<T extends RecapCycleInput>(cycles: readonly T[], today: string): T | undefined {
  return cycles
    .filter((cycle) => cycle.periodStart <= today && today <= cycle.dueDate)
    .sort((a, b) => b.periodStart.localeCompare(a.periodStart))[0];
}

/**
 * `GET /performance_recaps/current?userId=`: the open cycle's recap of a person, for them or their manager.
 * The manager's note is the manager's alone: the person reads null.
 */
export interface PerformanceRecap {
  cycle: RecapCycle;
  person: { id: number; displayName: string };
  answers: string[];
  submittedAt: string | null;
  managerNote: string | null;
  notedAt: string | null;
  mine: boolean;
}

const answer = z
  .string(error('bad_request'))
  .check(z.trim(), z.maxLength(RECAP_ANSWER_MAX_LENGTH, error('recap_answer_too_long')));
/** `PUT /performance_recaps/current`: the person's answers, one per question of the open cycle. */
export const recapAnswersSchema = z.strictObject({ answers: z.array(answer) });
/** `PUT /performance_recaps/current/:userId/manager_note`. */
export const recapManagerNoteSchema = z.strictObject({ note: answer });
