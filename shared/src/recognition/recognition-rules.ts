import type { ApiErrorId } from '../contract/api-errors';

/** The longest reason and comment the server takes, in characters of the text sent. */
export const RECOGNITION_MAX_LENGTH = 1000;
export const COMMENT_MAX_LENGTH = 1000;

/** An image attached to a recognition (spec §4, §5, §8): JPEG, PNG or GIF, at most 10 MB. */
export const BONUS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const BONUS_IMAGE_MAX_MEGABYTES = BONUS_IMAGE_MAX_BYTES / (1024 * 1024);
export const BONUS_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type BonusImageType = (typeof BONUS_IMAGE_TYPES)[number];
/** The multipart field `POST /bonus_images` reads the file from. */
export const BONUS_IMAGE_FIELD = 'file';

/** `POST /bonus_images` answers `{ result }`: the stored name and the path the image is served from. */
export interface BonusImageUpload {
  image_name: string;
  image_path: string;
}

/** Recognitions per feed page, unless the reader asks for another size. */
export const FEED_PAGE_SIZE = 20;

/** `GET /bonus_feeds`, where the feed reads its pages; the shell asks for the first one at boot on `/`. */
export const BONUS_FEEDS_PATH = 'bonus_feeds';
export const bonusFeedPageParams = (page: number) => ({ page, per_page: FEED_PAGE_SIZE });

export const HASHTAGGING_MODES = ['at_least_one_company_hashtag', 'at_least_one_hashtag', 'none'] as const;
export type HashtaggingMode = (typeof HASHTAGGING_MODES)[number];

/** The composer's validation ids (spec §5), in the order the numbered list shows them. */
export const RECOGNITION_ERRORS = [
  'missing_recipient',
  'missing_amount',
  'invalid_amount',
  'insufficient_balance',
  'missing_hashtag',
  'missing_required_hashtag',
  // The company's peer-to-peer giving rules (admin program settings), after the spec's list.
  'amount_above_limit',
  'too_few_recipients',
  'too_many_recipients',
  'server_error',
] as const satisfies readonly ApiErrorId[];
export type RecognitionError = (typeof RECOGNITION_ERRORS)[number];

/** The company's peer-to-peer giving rules (`/admin/programs/peer-to-peer`); null is no limit. */
export interface GivingLimits {
  maxPointsPerRecognition: number | null;
  minRecipients: number;
  maxRecipients: number | null;
}

/** The company settings and giver's balance a recognition is checked against, in the UI and on the server. */
export interface RecognitionRules {
  zeroPointBonuses: boolean;
  hashtaggingMode: HashtaggingMode;
  /** Company hashtags without `#`. */
  companyHashtags: readonly string[];
  givingBalance: number;
  flashPointsBalance?: number;
  /** Missing: no giving limits (a company that never set them). */
  givingLimits?: GivingLimits;
}

/** What the draft says, after parsing and resolving recipients. */
export interface RecognitionFacts {
  /** Points of the first valid `+N`, or null when there is none. */
  amount: number | null;
  /** A `+` with no points or zero points was typed. */
  amountInvalid: boolean;
  hashtags: readonly string[];
  /** Distinct people receiving; groups count their members. */
  recipientCount: number;
}
