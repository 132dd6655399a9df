/** Recognition §5 and §9: the announcement form's limits. */
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 50;
export const ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH = 250;
export const ANNOUNCEMENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ANNOUNCEMENT_IMAGE_MAX_MEGABYTES = ANNOUNCEMENT_IMAGE_MAX_BYTES / (1024 * 1024);
/** The multipart field of the image on create and update (recognition §7). */
export const ANNOUNCEMENT_IMAGE_FIELD = 'image';

/** A recipient token of an announcement (recognition §3): a person by `@username`, or a group by id. */
export interface AnnouncementRecipientToken {
  context?: string;
  token?: string;
  display_name?: string;
  id?: number;
  type?: string;
  user_ids?: number[];
}

export interface AnnouncementImage {
  filename: string;
  url: string;
}

/** Derived from the clock on every read: before its start, from its start to its end, after its end. */
export type AnnouncementStatus = 'scheduled' | 'posted' | 'retired';

/** An announcement as the API answers it (recognition §3), with its creator (§7 enrichment). */
export interface Announcement {
  id: number;
  title: string;
  /** Rich text, sanitised to the allow-list (programs §5). */
  description: string;
  start_date: string;
  end_date: string;
  claimable_award_id: number | null;
  image: AnnouncementImage | null;
  email_notification: boolean;
  send_slack_message: boolean;
  send_ms_teams_message: boolean;
  reason_tokens: AnnouncementRecipientToken[];
  created_by_id: number;
  status: AnnouncementStatus;
  creator_display_name: string;
  creator_profile_pic_url: string;
  creator_username: string;
}

/** What a caller may prefill the make form with (recognition §4); the person still picks the recipients. */
export type AnnouncementDefaults = Partial<
  Pick<Announcement, 'title' | 'description' | 'start_date' | 'end_date' | 'claimable_award_id'>
>;

/** `GET /announcements/announcements`. */
export interface AnnouncementListResponse {
  result: { posted: Announcement[]; scheduled: Announcement[] };
}

/**
 * `POST /incentives/announcement_incentives` (recognition §7): an active incentive that some of the
 * chosen recipients may claim, and how many of them may.
 */
export interface AnnouncementIncentive {
  id: number;
  name: string;
  amount: number;
  eligible_recipients_count: number;
}
