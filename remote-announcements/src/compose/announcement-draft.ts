import {
  ANNOUNCEMENT_IMAGE_FIELD,
  validateAnnouncementForm,
  type Announcement,
  type AnnouncementDefaults,
  type AnnouncementFormError,
  type AnnouncementImage,
} from '@laurel/shared/contract';
import type { DateRange } from '@laurel/shared/pickers';
import { recipientOfToken, tokenOf, type AnnouncementRecipient } from './announcement-recipient';
import {
  descriptionOfHtml,
  emptyDescription,
  htmlOfDescription,
  textOfDescription,
  type DescriptionParagraph,
} from '@laurel/shared/rich-text';

/** What the make and edit forms hold (recognition §3 "Announcement"). */
export interface AnnouncementDraft {
  recipients: AnnouncementRecipient[];
  title: string;
  description: DescriptionParagraph[];
  dates: DateRange;
  /** A newly chosen image, sent with the form. */
  image: File | null;
  /** The stored image, kept unless removed or replaced. */
  storedImage: AnnouncementImage | null;
  /** The optional incentive (`claimable_award_id`). */
  incentiveId: number | null;
  emailNotification: boolean;
  sendSlackMessage: boolean;
  sendMsTeamsMessage: boolean;
}

export type AnnouncementField = 'recipients' | 'title' | 'description' | 'dates';

const FIELD_OF: Readonly<Record<AnnouncementFormError, AnnouncementField>> = {
  recipient_required: 'recipients',
  title_required: 'title',
  title_too_long: 'title',
  description_required: 'description',
  description_too_long: 'description',
  start_date_required: 'dates',
  start_date_future: 'dates',
  start_date_same_or_after: 'dates',
  end_date_required: 'dates',
  end_date_future: 'dates',
  end_date_after_start: 'dates',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The `YYYY-MM-DD` of a day picked on the calendar, or empty. */
export const dayOf = (date: Date | null) =>
  date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';

/** The calendar's day of a stored `YYYY-MM-DD`. */
export function dateOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
}

export const emptyDraft = (): AnnouncementDraft => ({
  recipients: [],
  title: '',
  description: emptyDescription(),
  dates: [null, null],
  image: null,
  storedImage: null,
  incentiveId: null,
  emailNotification: false,
  sendSlackMessage: false,
  sendMsTeamsMessage: false,
});

export const draftOfAnnouncement = (announcement: Announcement): AnnouncementDraft => ({
  recipients: announcement.reason_tokens.flatMap(recipientOfToken),
  title: announcement.title,
  description: descriptionOfHtml(announcement.description),
  dates: [dateOfDay(announcement.start_date), dateOfDay(announcement.end_date)],
  image: null,
  storedImage: announcement.image,
  incentiveId: announcement.claimable_award_id,
  emailNotification: announcement.email_notification,
  sendSlackMessage: announcement.send_slack_message,
  sendMsTeamsMessage: announcement.send_ms_teams_message,
});

/** The make form prefilled with what its caller gave (recognition §4); anything left out stays empty. */
export const draftOfDefaults = (defaults: AnnouncementDefaults = {}): AnnouncementDraft => ({
  ...emptyDraft(),
  title: defaults.title ?? '',
  description: defaults.description ? descriptionOfHtml(defaults.description) : emptyDescription(),
  dates: [
    defaults.start_date ? dateOfDay(defaults.start_date) : null,
    defaults.end_date ? dateOfDay(defaults.end_date) : null,
  ],
  incentiveId: defaults.claimable_award_id ?? null,
});

export const startDayOf = (draft: AnnouncementDraft) => dayOf(draft.dates[0]);

/** Recognition §4: the notifications go out when it posts, so they are offered only for a future start. */
export const notifiesLater = (draft: AnnouncementDraft, today: string) => startDayOf(draft) > today;

/** Each field's first broken rule of recognition §5, the same rules the server applies. */
export function fieldErrorsOf(
  draft: AnnouncementDraft,
  context: { today: string; existingStartDate?: string },
): Partial<Record<AnnouncementField, AnnouncementFormError>> {
  const errors = validateAnnouncementForm(
    {
      recipientCount: draft.recipients.length,
      title: draft.title,
      descriptionText: textOfDescription(draft.description),
      startDate: dayOf(draft.dates[0]),
      endDate: dayOf(draft.dates[1]),
    },
    context,
  );
  const byField: Partial<Record<AnnouncementField, AnnouncementFormError>> = {};
  for (const error of errors) byField[FIELD_OF[error]] ??= error;
  return byField;
}

/** The multipart form of recognition §7; the notification boxes count only while they are offered. */
export function formDataOf(draft: AnnouncementDraft, today: string, removeImage: boolean): FormData {
  const form = new FormData();
  const later = notifiesLater(draft, today);
  form.set('title', draft.title.trim());
  form.set('description', htmlOfDescription(draft.description));
  form.set('start_date', dayOf(draft.dates[0]));
  form.set('end_date', dayOf(draft.dates[1]));
  form.set('reason_tokens', JSON.stringify(draft.recipients.map(tokenOf)));
  form.set('claimable_award_id', draft.incentiveId === null ? '' : String(draft.incentiveId));
  form.set('email_notification', String(later && draft.emailNotification));
  form.set('send_slack_message', String(later && draft.sendSlackMessage));
  form.set('send_ms_teams_message', String(later && draft.sendMsTeamsMessage));
  form.set('remove_image', String(removeImage));
  if (draft.image) form.set(ANNOUNCEMENT_IMAGE_FIELD, draft.image, draft.image.name);
  return form;
}

/** What the server would store: two drafts alike here save the same announcement. */
const savedShape = (draft: AnnouncementDraft) =>
  JSON.stringify({
    recipients: draft.recipients.map((recipient) => recipient.key),
    title: draft.title.trim(),
    description: htmlOfDescription(draft.description),
    dates: draft.dates.map(dayOf),
    image: draft.image && [draft.image.name, draft.image.size, draft.image.lastModified],
    storedImage: draft.storedImage?.url ?? null,
    incentiveId: draft.incentiveId,
    notifications: [draft.emailNotification, draft.sendSlackMessage, draft.sendMsTeamsMessage],
  });

export const hasChanged = (draft: AnnouncementDraft, initial: AnnouncementDraft) =>
  savedShape(draft) !== savedShape(initial);
