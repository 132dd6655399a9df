import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';

export const GROWTH_TEXT_MAX_LENGTH = 500;
export const GROWTH_NOTES_MAX_LENGTH = 5000;
export const ONE_ON_ONE_CADENCES_DAYS = [7, 14, 30] as const;
export type OneOnOneCadenceDays = (typeof ONE_ON_ONE_CADENCES_DAYS)[number];
export const REMINDER_DAYS_MAX = 7;

const error = (id: ApiErrorId) => ({ error: id });
const requiredText = (max: number) =>
  z
    .string(error('growth_text_required'))
    .check(z.trim(), z.minLength(1, error('growth_text_required')), z.maxLength(max, error('growth_text_too_long')));
const optionalText = (max: number) => z.string().check(z.maxLength(max, error('growth_text_too_long')));

export interface GrowthPerson {
  id: number;
  displayName: string;
  profilePic: string | null;
}

export interface TalkingPoint {
  id: number;
  text: string;
  authorId: number;
  done: boolean;
  /** The meeting it was first raised in, when carried over from an earlier one. */
  carriedFrom: number | null;
}

export interface ActionItem {
  id: number;
  text: string;
  ownerId: number;
  done: boolean;
  carriedFrom: number | null;
}

export type OneOnOneStatus = 'open' | 'ended';

/** A meeting as one of its two people reads it: the other's private notes never leave the server. */
export interface OneOnOne {
  id: number;
  manager: GrowthPerson;
  report: GrowthPerson;
  scheduledFor: string;
  /** The meeting's time of day (HH:mm, the pair's own clock), when one was picked. */
  scheduledTime: string | null;
  status: OneOnOneStatus;
  endedAt: string | null;
  talkingPoints: TalkingPoint[];
  actionItems: ActionItem[];
  sharedNotes: string;
  decisions: string;
  myPrivateNotes: string;
  /** Counts saves of the shared notes and decisions: a save names the version it was written over. */
  notesVersion: number;
}

/** One pair on `/one-on-ones`: the other person, my role in the pair, and the pair's open meeting. */
export interface OneOnOnePair {
  partner: GrowthPerson;
  myRole: 'manager' | 'report';
  current: { id: number; scheduledFor: string; openPoints: number } | null;
  lastEndedId: number | null;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `PUT /one_on_ones/:id/schedule` and the optional date of a new meeting: a day (yyyy-MM-dd) and maybe a time. */
export const oneOnOneScheduleSchema = z.strictObject({
  scheduledFor: z
    .string(error('one_on_one_date_invalid'))
    .check(z.regex(DAY_PATTERN, error('one_on_one_date_invalid'))),
  scheduledTime: z.nullable(
    z.string(error('one_on_one_time_invalid')).check(z.regex(TIME_PATTERN, error('one_on_one_time_invalid'))),
  ),
});
export type OneOnOneSchedule = z.infer<typeof oneOnOneScheduleSchema>;

export const oneOnOneStartSchema = z.strictObject({
  partnerId: z.int(error('bad_request')),
  /** Today when absent. */
  schedule: z.optional(oneOnOneScheduleSchema),
});
export const talkingPointSchema = z.strictObject({ text: requiredText(GROWTH_TEXT_MAX_LENGTH) });
export const actionItemSchema = z.strictObject({
  text: requiredText(GROWTH_TEXT_MAX_LENGTH),
  ownerId: z.int(error('bad_request')),
});
export const itemDoneSchema = z.strictObject({ done: z.boolean(error('bad_request')) });
export const meetingNotesSchema = z.strictObject({
  sharedNotes: optionalText(GROWTH_NOTES_MAX_LENGTH),
  decisions: optionalText(GROWTH_NOTES_MAX_LENGTH),
  myPrivateNotes: optionalText(GROWTH_NOTES_MAX_LENGTH),
  /** The version the writer started from; the server refuses the save when the shared notes moved on since. */
  baseVersion: z.optional(z.int(error('bad_request'))),
});
export type MeetingNotes = z.infer<typeof meetingNotesSchema>;

/** A meeting is on the writer's today or later (yyyy-MM-dd compared in their calendar), on a real day. */
export function oneOnOneDateProblem(day: string, today: string): ApiErrorId | null {
  const parsed = new Date(`${day}T12:00:00Z`);
  if (!DAY_PATTERN.test(day) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    return 'one_on_one_date_invalid';
  return day < today ? 'one_on_one_date_past' : null;
}

/** `GET/PATCH /admin/growth/one_on_ones`: how often pairs meet, and how many days before a meeting to remind them. */
export const oneOnOneSettingsSchema = z.strictObject({
  cadenceDays: z.union(
    ONE_ON_ONE_CADENCES_DAYS.map((days) => z.literal(days)),
    error('bad_request'),
  ),
  reminderDays: z
    .int(error('reminder_days_invalid'))
    .check(z.minimum(0, error('reminder_days_invalid')), z.maximum(REMINDER_DAYS_MAX, error('reminder_days_invalid'))),
});
export type OneOnOneSettings = z.infer<typeof oneOnOneSettingsSchema>;
export const DEFAULT_ONE_ON_ONE_SETTINGS: OneOnOneSettings = { cadenceDays: 14, reminderDays: 1 };

/** `GET /admin/growth/one_on_ones/logs`: which pairs met and when — never what they said. */
export interface OneOnOneLogRow {
  manager: GrowthPerson;
  report: GrowthPerson;
  meetingsHeld: number;
  lastMetAt: string | null;
  nextScheduledFor: string | null;
}
