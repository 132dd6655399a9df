import type { Test } from 'supertest';
import { calendarDayOf } from '@laurel/shared/contract';
import type { Database, User } from '../db/types';
import { personaAuth } from './persona-auth';

const DAY_MS = 24 * 60 * 60 * 1000;
export const ANNOUNCEMENTS = '/api/v2/announcements/announcements';
export const CURRENT_ANNOUNCEMENTS = '/api/v2/announcements/current_announcements';
export const NOTIFICATIONS = '/api/v2/app_notifications/notifications';

/** A clock the test moves: the API reads it for schedules and the monthly reset. */
export function testClock(start = '2026-11-10T09:00:00.000Z') {
  let time = Date.parse(start);
  return {
    now: () => time,
    set: (iso: string) => void (time = Date.parse(iso)),
    advanceDays: (days: number) => void (time += days * DAY_MS),
    /** The `YYYY-MM-DD` so many days from the clock's today. */
    day: (offset = 0) => calendarDayOf(time + offset * DAY_MS),
  };
}

/**
 * Announcements from an empty start: the announcements admin, a member of a group (`team`) and a
 * colleague outside it, each signed in.
 */
export async function announcementAudience(db: Database) {
  db.announcements.splice(0);
  const admin = await personaAuth(db, 'announcements_admin');
  const member = await personaAuth(db, 'employee');
  const outsider = await personaAuth(db, 'manager');
  const team = db.groups.find(
    (group) =>
      group.company_id === 1 &&
      group.dimension !== 'everyone' &&
      group.member_ids.includes(member.user.id) &&
      !group.member_ids.includes(outsider.user.id),
  )!;
  return { admin, member, outsider, team };
}

/** The company's group of a kind, with its members. */
export const groupOf = (db: Database, companyId: number, dimension: string) =>
  db.groups.find((group) => group.company_id === companyId && group.dimension === dimension)!;

export const personToken = (user: User) => ({
  context: 'recipient',
  token: `@${user.slug}`,
  display_name: user.display_name,
  type: 'username',
  user_ids: [user.id],
});

export const groupToken = (group: { id: number; name: string; member_ids: number[] }) => ({
  context: 'recipient',
  token: `@${group.name}`,
  display_name: group.name,
  id: group.id,
  type: 'group',
  user_ids: group.member_ids,
});

export interface AnnouncementForm {
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  reason_tokens: object[];
  email_notification?: boolean;
  send_slack_message?: boolean;
  send_ms_teams_message?: boolean;
  remove_image?: boolean;
  claimable_award_id?: number | null;
}

/** A form that passes every rule of recognition §5, starting today by `clock`. */
export const validForm = (clock: ReturnType<typeof testClock>, recipients: object[]): AnnouncementForm => ({
  title: 'Winter party',
  description: '<p>Join us on <strong>Friday</strong></p>',
  start_date: clock.day(0),
  end_date: clock.day(7),
  reason_tokens: recipients,
});

/** The form as the browser's multipart body: every field text, `reason_tokens` as JSON. */
export function asMultipart(test: Test, form: AnnouncementForm): Test {
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined) continue;
    test.field(name, name === 'reason_tokens' ? JSON.stringify(value) : String(value ?? ''));
  }
  return test;
}
