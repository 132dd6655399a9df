import { announcementStatusOn, type Announcement } from '@laurel/shared/contract';
import type { AnnouncementRow, User } from '../db/types';
import { companyImagePath } from '../uploads/company-images';

/** An announcement as answered: its status from the day asked about, its creator named (recognition §7). */
export function announcementView(row: AnnouncementRow, today: string, users: ReadonlyMap<number, User>): Announcement {
  const creator = users.get(row.created_by_id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    claimable_award_id: row.claimable_award_id,
    image: row.image && {
      filename: row.image.filename,
      url: companyImagePath('announcement_images', row.company_id, row.image.stored_name),
    },
    email_notification: row.email_notification,
    send_slack_message: row.send_slack_message,
    send_ms_teams_message: row.send_ms_teams_message,
    reason_tokens: row.reason_tokens,
    created_by_id: row.created_by_id,
    status: announcementStatusOn(today, row),
    creator_display_name: creator?.display_name ?? '',
    creator_profile_pic_url: creator?.profile_pic_url ?? '',
    creator_username: creator?.slug ?? '',
  };
}
