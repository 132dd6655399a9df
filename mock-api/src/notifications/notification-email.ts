import { notificationGroupOf, wantsEmail } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { NotificationEmailRow, User } from '../db/types';
import { textOfRichText } from '../rich-text/sanitize-rich-text';
import { APP_ORIGIN } from '../subscriptions/run-report-subscriptions';
import type { NotificationEvent } from './notification-writer';

/** Where a person switches their notification e-mails off (profile settings). */
const SETTINGS_PATH = '/users/edit';

/** An e-mail goes to an active person who wants this type by e-mail, when its source asked for one. */
export const emailWanted = (person: User | undefined, event: NotificationEvent): person is User =>
  person !== undefined &&
  person.status === 'active' &&
  event.email !== false &&
  wantsEmail(person.notification_preferences, event.type);

/** A link on this site from an action; no action opens the app's home, where the give modal is. */
const linkOf = (action: string | null) => {
  if (action === null) return `${APP_ORIGIN}/`;
  const url = new URL(action, APP_ORIGIN);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : `${APP_ORIGIN}/`;
};

/**
 * Someone's words without markup, on one line; an angle bracket left after the tags are gone (an escaped one)
 * is dropped too, so no mail client that reads the body as HTML finds a tag in it.
 */
const plainTextOf = (text: string) => textOfRichText(text).replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();

/**
 * The e-mail of one notification, in the English the e-mail leaves the app in: its text is the subject and the
 * body's first line, any markup taken out (a title or a name is someone's text), then the link and the switch.
 */
export function composeNotificationEmail(event: NotificationEvent, person: User) {
  const text = plainTextOf(event.message);
  const link = linkOf(event.action);
  const group = notificationGroupOf(event.type) ?? 'other';
  return {
    subject: text,
    body: [
      `Hi ${plainTextOf(person.display_name)},`,
      '',
      text,
      '',
      `Open it in Laurel: ${link}`,
      '',
      `You get this e-mail because your ${group} notification e-mails are on. Change that in your profile settings: ${APP_ORIGIN}${SETTINGS_PATH}`,
    ].join('\n'),
    link,
  };
}

/** Puts one e-mail per person and event in the outbox the report e-mails share. */
export function writeNotificationEmail(
  store: Store,
  event: NotificationEvent,
  person: User,
  sentAt: string,
): NotificationEmailRow {
  const row: NotificationEmailRow = {
    kind: 'notification',
    id: store.nextId('outbox_emails'),
    company_id: event.companyId,
    user_id: person.id,
    notification_type: event.type,
    event_key: event.eventKey,
    to: [person.email],
    ...composeNotificationEmail(event, person),
    sent_at: sentAt,
  };
  store.all('outbox_emails').push(row);
  return row;
}
