import * as z from 'zod/mini';

/** The reports of the admin menu a subscription can send (their menu entry ids). */
export const SUBSCRIPTION_REPORTS = [
  'participation',
  'recognition-activity',
  'points-given',
  'points-earned',
  'redemptions',
  'rewards-cost',
] as const;
export type SubscriptionReport = (typeof SUBSCRIPTION_REPORTS)[number];

/** Weekly sends on Mondays, monthly on the first of the month, each at this hour (UTC). */
export const SUBSCRIPTION_FREQUENCIES = ['weekly', 'monthly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
export const SUBSCRIPTION_SEND_HOUR_UTC = 8;

/** `summary`: the figures in the e-mail; `csv`: the figures and a link to the report's CSV. */
export const SUBSCRIPTION_FORMATS = ['summary', 'csv'] as const;
export type SubscriptionFormat = (typeof SUBSCRIPTION_FORMATS)[number];

export const SUBSCRIPTION_RECIPIENTS_MAX = 20;
export const SUBSCRIPTION_MESSAGE_MAX_LENGTH = 300;

export interface SubscriptionRecipient {
  id: number;
  displayName: string;
  email: string;
}

/** `GET /report_email_subscriptions` records, camel case as admin calls are. */
export interface ReportSubscription {
  id: number;
  report: SubscriptionReport;
  frequency: SubscriptionFrequency;
  format: SubscriptionFormat;
  recipients: SubscriptionRecipient[];
  /** A note the admin adds above the figures; plain text. */
  message: string;
  /** ISO instants on the company's job clock. */
  nextSendAt: string;
  lastSentAt: string | null;
  createdAt: string;
}

/** One headline figure of a report for the period an e-mail covers. */
export interface SubscriptionFigure {
  id: string;
  value: number;
}

/** An e-mail the subscription job would have sent (`GET /admin/subscriptions/outbox`). */
export interface OutboxEmail {
  id: number;
  subscriptionId: number;
  report: SubscriptionReport;
  to: string[];
  subject: string;
  /** Plain text, never markup. */
  body: string;
  link: string;
  figures: SubscriptionFigure[];
  periodStart: string;
  periodEnd: string;
  sentAt: string;
}

/** `POST /report_email_subscriptions` and `PUT /report_email_subscriptions/{id}`: the whole subscription. */
export const reportSubscriptionFormSchema = z.object({
  report: z.enum(SUBSCRIPTION_REPORTS),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  format: z.enum(SUBSCRIPTION_FORMATS),
  recipientIds: z.array(z.int().check(z.positive())).check(z.maxLength(100)),
  message: z._default(z.string(), ''),
});
export type ReportSubscriptionForm = z.infer<typeof reportSubscriptionFormSchema>;

export type ReportSubscriptionFormError =
  'subscription_recipients_required' | 'subscription_recipients_too_many' | 'subscription_message_too_long';

/** The rules the form shows under its fields and the server checks again. */
export function validateReportSubscription(form: ReportSubscriptionForm): ReportSubscriptionFormError[] {
  const errors: ReportSubscriptionFormError[] = [];
  const recipients = new Set(form.recipientIds).size;
  if (recipients === 0) errors.push('subscription_recipients_required');
  if (recipients > SUBSCRIPTION_RECIPIENTS_MAX) errors.push('subscription_recipients_too_many');
  if (form.message.trim().length > SUBSCRIPTION_MESSAGE_MAX_LENGTH) errors.push('subscription_message_too_long');
  return errors;
}

const DAY_MS = 86_400_000;

/** The first send strictly after `moment`: the next Monday, or the next first of a month, at the send hour (UTC). */
export function nextSubscriptionSend(frequency: SubscriptionFrequency, moment: number): number {
  const day = new Date(moment);
  const atSendHour = (date: Date) =>
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), SUBSCRIPTION_SEND_HOUR_UTC);
  if (frequency === 'monthly') {
    const thisMonth = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1, SUBSCRIPTION_SEND_HOUR_UTC);
    return thisMonth > moment
      ? thisMonth
      : Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1, SUBSCRIPTION_SEND_HOUR_UTC);
  }
  const daysToMonday = (8 - day.getUTCDay()) % 7;
  const monday = atSendHour(new Date(moment + daysToMonday * DAY_MS));
  return monday > moment ? monday : monday + 7 * DAY_MS;
}

/** The period an e-mail sent at `sentAt` covers: the week or the calendar month before it. */
export function subscriptionPeriod(frequency: SubscriptionFrequency, sentAt: number): { start: number; end: number } {
  const sent = new Date(sentAt);
  if (frequency === 'monthly') {
    return {
      start: Date.UTC(sent.getUTCFullYear(), sent.getUTCMonth() - 1, 1),
      end: Date.UTC(sent.getUTCFullYear(), sent.getUTCMonth(), 1),
    };
  }
  const end = Date.UTC(sent.getUTCFullYear(), sent.getUTCMonth(), sent.getUTCDate());
  return { start: end - 7 * DAY_MS, end };
}
