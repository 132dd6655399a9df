import type { AnnouncementRow, Group, User } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (today: Date, offset: number) => new Date(today.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

const groupToken = (group: Group) => ({
  context: 'recipient',
  token: `@${group.name}`,
  display_name: group.name,
  id: group.id,
  type: 'group',
  user_ids: group.member_ids,
});

/**
 * The main company's announcements from its announcements admin: one posted to everyone (its recipients
 * are told on the first read, as the clock posts it), one scheduled for a department, one past its end.
 */
export function generateAnnouncements(users: User[], groups: Group[], today: Date): AnnouncementRow[] {
  const admin = users.find((user) => user.persona === 'announcements_admin')!;
  const everyone = groups.find((group) => group.company_id === admin.company_id && group.dimension === 'everyone')!;
  const department = groups.find((group) => group.company_id === admin.company_id && group.dimension === 'department')!;
  const row = (
    id: number,
    title: string,
    description: string,
    group: Group,
    [start, end]: [number, number],
  ): AnnouncementRow => ({
    id,
    company_id: admin.company_id,
    title,
    description,
    start_date: dayOf(today, start),
    end_date: dayOf(today, end),
    claimable_award_id: null,
    image: null,
    email_notification: false,
    send_slack_message: false,
    send_ms_teams_message: false,
    reason_tokens: [groupToken(group)],
    created_by_id: admin.id,
    created_at: new Date(today.getTime() + Math.min(start, 0) * DAY_MS).toISOString(),
    notified_at: start < -1 ? new Date(today.getTime() + start * DAY_MS).toISOString() : null,
  });
  return [
    row(
      1,
      'Winter celebration on Friday',
      '<p>Join us in the atrium at <strong>4 pm</strong> for cocoa and the <em>year in review</em>.</p>',
      everyone,
      [0, 12],
    ),
    row(
      2,
      'Benefits enrolment opens',
      '<p>Enrolment opens next week. Read the <a href="https://example.com/benefits">benefits guide</a> first.</p>',
      department,
      [5, 20],
    ),
    row(3, 'Office closed for the move', '<p>The office was closed while we moved floors.</p>', everyone, [-30, -10]),
  ];
}
