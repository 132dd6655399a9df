import type { Announcement } from '@laurel/shared/contract';

/** A posted announcement as the API answers it, from the seed's announcements admin. */
export const announcement = (id: number, overrides: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `Announcement ${id}`,
  description: `<p>Text of announcement ${id}</p>`,
  start_date: '2026-11-23',
  end_date: '2026-12-05',
  claimable_award_id: null,
  image: null,
  email_notification: false,
  send_slack_message: false,
  send_ms_teams_message: false,
  reason_tokens: [],
  created_by_id: 9,
  status: 'posted',
  creator_display_name: 'Anna Announcer',
  creator_profile_pic_url: '',
  creator_username: 'anna-announcer-9',
  ...overrides,
});
