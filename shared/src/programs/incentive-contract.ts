/** Programs §5, §9. */
export const INCENTIVE_NAME_MAX_LENGTH = 40;
export const INCENTIVE_DESCRIPTION_MAX_LENGTH = 500;
export const INCENTIVE_APPROVAL_STEPS_MAX = 4;
/** The spec is silent on these two; a recognition-sized message and reason. */
export const INCENTIVE_MESSAGE_MAX_LENGTH = 500;
export const CLAIM_REASON_MAX_LENGTH = 1000;
/** An approver's note on a decision. */
export const APPROVAL_NOTE_MAX_LENGTH = 1000;
export const INCENTIVE_SUMMARY_PAGE_SIZE = 24;
export const INCENTIVE_SUMMARY_PAGE_SIZE_MAX = 100;
export const BULK_USERS_CHUNK = 1000;
export const AUDIENCE_OPTION_SEARCH_MAX_RESULTS = 20;
/** The admin form sent as multipart: the form's JSON in one field and its icon (JPEG or PNG) in another. */
export const INCENTIVE_FORM_FIELD = 'incentive';
export const INCENTIVE_ICON_FIELD = 'icon';
export const INCENTIVE_ICON_MAX_MEGABYTES = 10;
export const INCENTIVE_ICON_MAX_BYTES = INCENTIVE_ICON_MAX_MEGABYTES * 1024 * 1024;
/** The claim form's proof field (programs §7 `POST /approval_requests`). */
export const CLAIM_ATTACHMENT_FIELD = 'claim_attachment';
export const CLAIM_ATTACHMENT_MAX_MEGABYTES = 10;
export const CLAIM_ATTACHMENT_MAX_BYTES = CLAIM_ATTACHMENT_MAX_MEGABYTES * 1024 * 1024;
/** A proof is a photo or a scan: a certificate or a receipt often comes as a PDF (the spec names no types). */
export const CLAIM_PROOF_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type ClaimProofType = (typeof CLAIM_PROOF_TYPES)[number];

/** Programs §3: who an incentive is for is a list of these attributes and values. */
export const AUDIENCE_ATTRIBUTES = ['department', 'team', 'location', 'has_reports?', 'email', 'custom_group'] as const;
export type AudienceAttribute = (typeof AUDIENCE_ATTRIBUTES)[number];
export const CONDITIONS_OPERATORS = ['and', 'or'] as const;
export type ConditionsOperator = (typeof CONDITIONS_OPERATORS)[number];
export const CLAIM_LIMIT_MODES = ['unlimited', 'perEmployee', 'perPeriod'] as const;
export type ClaimLimitMode = (typeof CLAIM_LIMIT_MODES)[number];
export const INCENTIVE_PERIOD_TYPES = ['week', 'month', 'quarter', 'year', 'lifetime'] as const;
export type IncentivePeriodType = (typeof INCENTIVE_PERIOD_TYPES)[number];
export const INCENTIVE_VISIBILITIES = ['publicly_visible', 'immediate_team', 'privately_visible'] as const;
export type IncentiveVisibility = (typeof INCENTIVE_VISIBILITIES)[number];
export const INCENTIVE_STATES = ['active', 'inactive'] as const;
export type IncentiveState = (typeof INCENTIVE_STATES)[number];
/** A claim waits for its current approval step, or was approved (by the last step, or at once) or declined. */
export const CLAIM_STATES = ['pending', 'approved', 'declined'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export const RECENT_CLAIMS_TIMEFRAMES = ['day', 'week', 'month'] as const;
export type RecentClaimsTimeframe = (typeof RECENT_CLAIMS_TIMEFRAMES)[number];

export interface AudienceCondition {
  attr: AudienceAttribute;
  value: string;
}

export interface IncentiveUserSummary {
  id: number;
  displayName: string;
  email: string;
  profilePic: string | null;
  username: string;
}

/** Programs §3, the admin list and detail shape (camelCase, as admin calls are inflected). */
export interface IncentiveListItem {
  id: number;
  name: string;
  giverId: number;
  periodType: IncentivePeriodType | null;
  amount: number;
  message: string;
  iconUrl: string | null;
  state: IncentiveState;
  visibility: IncentiveVisibility;
  requireProof: boolean;
  conditionsOperator: ConditionsOperator;
  conditions: AudienceCondition[];
  claimLimitMode: ClaimLimitMode;
  /** Claims per employee (per employee) or per period (per period); null when unlimited. */
  claimLimit: number | null;
  /** Units of stock left; null when there is no stock to run out of. */
  quantity: number | null;
  pendingApprovals: number;
  type: 'claimable';
  deletedAt: string | null;
}

export interface IncentiveDetail extends IncentiveListItem {
  description: string;
  requireApproval: boolean;
  approvalLevels: IncentiveUserSummary[][];
}

/** Programs §3, the claim flow's read (`GET /awards/{id}?view=claim_modal`), in snake case. */
export interface ClaimableIncentive {
  id: number;
  amount: number;
  claim_amount: string;
  giver_avatar: string | null;
  emoji_avatar: string | null;
  deleted_at: string | null;
  description: string;
  name: string;
  require_proof: boolean;
  state: IncentiveState;
  receivable_by_everyone: 'everyone' | 'for_you';
  out_of_stock: boolean;
  stock_message: string | null;
  auto_approved: boolean;
  giver_id: number;
  link_text: string | null;
  link_url: string | null;
  display_receiving_conditions: string;
  award_avatar: string | null;
  /** What the reader may still claim under the limits; null when unlimited. */
  claims_left: number | null;
}

export interface ClaimAttachment {
  url: string;
  type: string;
  filename: string;
}

/** A claim (approval request) as the claimer, its approvers and the summary read it. */
export interface IncentiveClaim {
  id: number;
  award: { id: number; name: string; amount: number };
  /** The claimer; the picture is for the approvers' list. */
  receivers: { id: number; display_name: string; profile_pic_url?: string | null }[];
  claim_reason: string;
  claim_attachment: ClaimAttachment | null;
  state: ClaimState;
  auto_approved: boolean;
  created_at: string;
  decision_date: string | null;
  /** Steps of 1 to 4; the step now deciding (0-based), null once decided. */
  current_step: number | null;
  steps_count: number;
  decisions: {
    step: number;
    approver_id: number;
    /** Who decided, for the summary's reader. */
    approver_name?: string;
    decision: 'approved' | 'declined';
    note: string;
    at: string;
  }[];
  bonus_id: number | null;
}

export interface IncentiveClaimability {
  incentive: { id: number; name: string };
  user: { id: number; display_name: string };
  claimable: boolean;
  /** Why not, an id of the API error catalogue. */
  reason: string | null;
}

export interface RecentIncentiveClaims {
  timeframe: RecentClaimsTimeframe;
  receivers: { id: number; display_name: string; profile_pic_url: string | null }[];
  incentive: { id: number; name: string };
}

export interface IncentiveSummaryPagination {
  page_count: number;
  total_count: number;
  page_number: number;
  page_next: number | null;
  page_previous: number | null;
}

export interface IncentiveSummary {
  awards: { id: number; name: string }[];
  claims: IncentiveClaim[];
  pagination: IncentiveSummaryPagination;
}

/** `GET /user_groups` (programs §7): options of the audience conditions. */
export interface AudienceGroupOption {
  type: AudienceAttribute;
  key: string;
  name: string;
}

export interface AudienceGroups {
  departments: AudienceGroupOption[];
  teams: AudienceGroupOption[];
  locations: AudienceGroupOption[];
  roles: AudienceGroupOption[];
}

export interface AudienceUserCount {
  scopedCount: number;
  totalCount: number;
}
