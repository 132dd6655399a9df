import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';
import { GROWTH_NOTES_MAX_LENGTH, GROWTH_TEXT_MAX_LENGTH, type GrowthPerson } from './one-on-one-contract';

export const GOAL_STATUSES = ['on_track', 'at_risk', 'done'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

const error = (id: ApiErrorId) => ({ error: id });
const title = z
  .string(error('growth_text_required'))
  .check(
    z.trim(),
    z.minLength(1, error('growth_text_required')),
    z.maxLength(GROWTH_TEXT_MAX_LENGTH, error('growth_text_too_long')),
  );

/** `POST /goals` and `PATCH /goals/:id`: a person's goal, optionally linked to a company initiative. */
export const goalSchema = z.strictObject({
  title,
  description: z.string().check(z.maxLength(GROWTH_NOTES_MAX_LENGTH, error('growth_text_too_long'))),
  dueDate: z.nullable(z.iso.date(error('goal_due_date_invalid'))),
  progress: z
    .int(error('goal_progress_invalid'))
    .check(z.minimum(0, error('goal_progress_invalid')), z.maximum(100, error('goal_progress_invalid'))),
  status: z.enum(GOAL_STATUSES, error('bad_request')),
  initiativeId: z.nullable(z.int(error('bad_request'))),
});
export type GoalInput = z.infer<typeof goalSchema>;

export const goalCommentSchema = z.strictObject({ text: title });

export interface GoalComment {
  id: number;
  author: GrowthPerson;
  text: string;
  createdAt: string;
}

export interface Goal extends GoalInput {
  id: number;
  ownerId: number;
  initiativeTitle: string | null;
  comments: GoalComment[];
  updatedAt: string;
}

/** `/admin/growth/company-initiatives`: what the company works towards; goals link to one. */
export const initiativeSchema = z.strictObject({
  title,
  description: z.string().check(z.maxLength(GROWTH_NOTES_MAX_LENGTH, error('growth_text_too_long'))),
});
export type InitiativeInput = z.infer<typeof initiativeSchema>;

export interface CompanyInitiative extends InitiativeInput {
  id: number;
  goalCount: number;
}
