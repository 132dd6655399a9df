import type { ApiErrorId } from '../contract/api-errors';
import type { AnnouncementStatus } from './announcement-contract';
import { ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH } from './announcement-contract';

/** Recognition §5: each rule of the announcement form, as an id of the error catalogue. */
export const ANNOUNCEMENT_FORM_ERRORS = [
  'recipient_required',
  'title_required',
  'title_too_long',
  'description_required',
  'description_too_long',
  'start_date_required',
  'start_date_future',
  'start_date_same_or_after',
  'end_date_required',
  'end_date_future',
  'end_date_after_start',
] as const satisfies readonly ApiErrorId[];
export type AnnouncementFormError = (typeof ANNOUNCEMENT_FORM_ERRORS)[number];

/** What the form rules read; the description as the text a reader sees, without its markup. */
export interface AnnouncementFormFacts {
  recipientCount: number;
  title: string;
  descriptionText: string;
  /** `YYYY-MM-DD`, or empty when not chosen. */
  startDate: string;
  endDate: string;
}

export interface AnnouncementFormContext {
  /** `YYYY-MM-DD` of the day the form is checked. */
  today: string;
  /** Editing: the announcement's start date as stored, which may stay even when it has passed. */
  existingStartDate?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real day written `YYYY-MM-DD`: 2026-02-30 is not one, though `Date` would roll it over. */
export const isCalendarDay = (value: string) => {
  const moment = Date.parse(`${value}T00:00:00Z`);
  return DAY.test(value) && !Number.isNaN(moment) && new Date(moment).toISOString().slice(0, 10) === value;
};

function startDateError(startDate: string, { today, existingStartDate }: AnnouncementFormContext) {
  if (!isCalendarDay(startDate)) return 'start_date_required';
  if (existingStartDate === undefined) return startDate < today ? 'start_date_future' : null;
  return startDate === existingStartDate || startDate >= today ? null : 'start_date_same_or_after';
}

function endDateError(endDate: string, startDate: string, today: string) {
  if (!isCalendarDay(endDate)) return 'end_date_required';
  if (endDate <= today) return 'end_date_future';
  return isCalendarDay(startDate) && endDate <= startDate ? 'end_date_after_start' : null;
}

/** Every rule of recognition §5 the form breaks, in the form's order; empty when it may be saved. */
export function validateAnnouncementForm(
  facts: AnnouncementFormFacts,
  context: AnnouncementFormContext,
): AnnouncementFormError[] {
  const title = facts.title.trim();
  const description = facts.descriptionText.trim();
  const errors: (AnnouncementFormError | null)[] = [
    facts.recipientCount > 0 ? null : 'recipient_required',
    title === '' ? 'title_required' : title.length > ANNOUNCEMENT_TITLE_MAX_LENGTH ? 'title_too_long' : null,
    description === ''
      ? 'description_required'
      : description.length > ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH
        ? 'description_too_long'
        : null,
    startDateError(facts.startDate, context),
    endDateError(facts.endDate, facts.startDate, context.today),
  ];
  return errors.filter((error): error is AnnouncementFormError => error !== null);
}

/** Recognition §4: a start of today or before is posted, a future start scheduled, and past its end it retires. */
export function announcementStatusOn(
  today: string,
  { start_date, end_date }: { start_date: string; end_date: string },
): AnnouncementStatus {
  if (start_date > today) return 'scheduled';
  return end_date < today ? 'retired' : 'posted';
}

/** The `YYYY-MM-DD` of a moment, in UTC: the day announcements are scheduled by. */
export const calendarDayOf = (moment: number | Date) => new Date(moment).toISOString().slice(0, 10);
