import type { GivingLimits, HashtaggingMode } from './recognition-rules';

/** Who sees a recognition (recognition spec §3). */
export const BONUS_PRIVACIES = ['publicly_visible', 'immediate_team', 'privately_visible'] as const;
export type BonusPrivacy = (typeof BONUS_PRIVACIES)[number];

export type GroupDimension = 'everyone' | 'department' | 'team' | 'location' | 'csv_upload';

/** A person or a group as `/recipients` and `/users/autocomplete` answer (spec §3). */
export interface RecipientResult {
  id: number;
  display_name: string;
  username: string;
  user_mode?: string;
  department?: string | null;
  profile_pic_url?: string | null;
  /** Set on groups only. */
  group_type?: GroupDimension;
  full_pic_url?: string | null;
  group_users?: number[];
  /** A person's own recognition privacy preference (profile settings); absent is none. */
  preferred_privacy?: BonusPrivacy;
  group_user_ids?: number[];
  /** Groups only: how many of the receiving members prefer each privacy (profile settings); absent is none. */
  group_preferred_privacy?: Partial<Record<BonusPrivacy, number>>;
}

export interface PersonView {
  id: number;
  display_name: string;
  username: string;
  profile_pic_url: string | null;
}

/**
 * A recognition's attachment (spec §3 attachment categories): an uploaded picture (`image`), a GIF of the
 * catalogue (`social`), or a video, whose `url` is the video itself and which the card shows by its poster.
 */
export interface BonusAttachment {
  category: 'image' | 'social' | 'video';
  url: string;
  alt_text: string;
  video_id?: number;
  video_poster_url?: string;
  video_thumbnail_url?: string;
}

/** A recipient token of the `reason_tokens` list the composer sends. */
export interface ReasonToken {
  context: 'recipient';
  token: string;
  display_name: string;
  type: 'username' | 'group';
  id?: number;
  user_ids?: number[];
}

/** The body of `POST /bonuses`. */
export interface BonusPayload {
  privacy: BonusPrivacy;
  reason: string;
  attachments_attributes: BonusAttachment[];
  reason_tokens: ReasonToken[];
  parent_bonus_id?: number;
  include_parent_giver?: boolean;
  /** Spec §3 flashPointsUsed: the part of the total the composer showed coming from flash points. */
  flash_points_used?: number;
}

/** A recognition's own fields, as stored and as answered. */
export interface BonusRecord {
  id: number;
  giver_id: number;
  receiver_ids: number[];
  amount: number;
  reason: string;
  hashtags: string[];
  privacy: BonusPrivacy;
  created_at: string;
  /** A follow-on ("add-on") joins an existing recognition. */
  parent_bonus_id?: number | null;
  include_parent_giver?: boolean;
  attachments?: BonusAttachment[];
  /** The part of the total that came from flash points (the rest from the giving balance). */
  flash_points_used?: number;
  /** The manual award it was given as (recognition §3), as it was when given. */
  award?: BonusAward | null;
}

export interface BonusAward {
  id: number;
  name: string;
  icon_url: string | null;
}

/** A recognition as the API answers it, with its people and the reader's engagement counts. */
export interface BonusView extends BonusRecord {
  giver: PersonView | null;
  receivers: PersonView[];
  /** Reactions per emoji. */
  reaction_counts?: Record<string, number>;
  /** The emoji the reader has reacted with. */
  my_reactions?: string[];
  comments_count?: number;
  /** Programs §3 familyAmount: the points each receiver got from this recognition and its add-ons. */
  family_amount?: number;
  /** Add-ons, with `include_children=true`. */
  children?: BonusView[];
  /** The emoji of each shortcode in `reason`, keyed as typed: a reader draws them without the shortcode table. */
  emoji?: Readonly<Record<string, string>>;
  /** The reader has bookmarked it (`/bookmark`); missing reads as not bookmarked. */
  bookmarked?: boolean;
}

export interface FeedPageMeta {
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
  last: boolean;
  pageNext: number | null;
  pagePrevious: number | null;
}

export interface CommentView {
  id: number;
  bonus_id: number;
  user_id: number;
  reason: string;
  created_at: string;
  user: PersonView | null;
  /** The emoji of each shortcode in `reason`, as on a recognition. */
  emoji?: Readonly<Record<string, string>>;
  /** The colleagues `reason` names by @username, for their names. */
  mentioned?: readonly PersonView[];
}

export interface CoreValue {
  hashtag: string;
  description: string;
}

/** `GET /companies/show`: the company settings the composer needs (spec §3 "Company settings used"). */
export interface RecognitionSettings {
  core_values: CoreValue[];
  /** Without `#`. */
  company_hashtags: string[];
  hashtagging_mode: HashtaggingMode;
  zero_point_bonuses: boolean;
  /** 'true' enables the privacy tool. */
  bonus_privacy: 'true' | 'false';
  /** Where the privacy tool starts, and what every recognition gets when it is off (company settings). */
  default_privacy?: BonusPrivacy;
  suggested_give_amounts: number[];
  example_reason: string;
  disable_image_uploads: boolean;
  disable_video_uploads: boolean;
  disable_video_recordings: boolean;
  disable_gifs: boolean;
  /** `currency`: set when the company's budget format is 'currency', so the balance is shown as money. */
  budget: { singular: string; plural: string; currency?: { code: string; rate: number } };
  /** The peer-to-peer giving rules the server enforces; missing is no limit. */
  giving_rules?: GivingLimits;
  /** Which chat tools the company has connected: the announcement form offers to post to them (spec §5). */
  chat_integrations: ChatIntegrations;
}

export interface ChatIntegrations {
  has_slack_integration: boolean;
  has_ms_teams_integration: boolean;
}

/** `GET /users/show`: the giver's budget (spec §3 "User fields used"). */
export interface GiverBudget {
  id: number;
  giving_balance: number;
  flash_points_balance: number;
  earning_balance: number;
  monthly_allowance: number;
  can_give_non_zero: boolean;
}

/** Window events between apps (spec §3 "Events"). */
export const INIT_GIVE_RECOGNITION_EVENT = 'init-give-recognition';
export const BONUS_CREATED_EVENT = 'bonus-created';
export const BONUS_DELETED_EVENT = 'bonus-deleted';

export interface InitGiveRecognitionDetail {
  recipientId?: number;
  text?: string;
  /** Opens the modal as an add-on ("+1") to this recognition. */
  parentBonus?: BonusView;
  /** Opens the modal with the video recorder (the mobile add menu's record recognition). */
  record?: boolean;
  /** Opens the modal in the award context (recognition §3), on this award when one is named. */
  award?: { awardId?: number };
}

export interface BonusCreatedDetail {
  bonus: BonusView;
  totalAmount: number;
}

/** Props of the give-recognition widget the recognition remote offers and the shell mounts. */
export interface GiveRecognitionWidgetProps {
  /** A person to start with, looked up by the widget (spec §2 fallbacks). */
  initialRecipientId?: number;
  initialText?: string;
  /** Gives an add-on to this recognition: its receivers are joined, its giver optionally. */
  parentBonus?: BonusView;
  /** Opens the recorder at once, where the person may record. */
  startRecording?: boolean;
  /** Gives a manual award instead of a recognition, on this award when one is named. */
  award?: { awardId?: number };
  onClose: () => void;
}
