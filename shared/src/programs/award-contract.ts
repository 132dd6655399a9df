import type {
  AudienceCondition,
  ConditionsOperator,
  IncentivePeriodType,
  IncentiveUserSummary,
  IncentiveVisibility,
} from './incentive-contract';

/** The spec leaves award limits unsaid (programs §5); these follow the incentive form's. */
export const AWARD_NAME_MAX_LENGTH = 40;
export const AWARD_TITLE_MAX_LENGTH = 80;
export const AWARD_DESCRIPTION_MAX_LENGTH = 500;
export const AWARD_MESSAGE_MAX_LENGTH = 500;
export const AWARD_APPROVAL_STEPS_MAX = 4;
/** Recognition §3: the placeholders a templated award's message names its recipients with. */
export const AWARD_RECIPIENT_PLACEHOLDERS = ['@receiver_username', '@recipient'] as const;
/** The admin form sent as multipart: the form's JSON in `award` and the incentives' JPEG or PNG `icon`. */
export const AWARD_FORM_FIELD = 'award';
/** Recognition §2: the awards banner names up to 2 recipients plus a count. */
export const AWARD_BANNER_NAMES_MAX = 2;

export const AWARD_TYPES = ['manual', 'claimable'] as const;
export type AwardType = (typeof AWARD_TYPES)[number];
export const AWARD_STATES = ['active', 'inactive'] as const;
export type AwardState = (typeof AWARD_STATES)[number];
/** A budget per period is spent over a week, month, quarter or year (no lifetime). */
export const AWARD_PERIOD_TYPES = [
  'week',
  'month',
  'quarter',
  'year',
] as const satisfies readonly IncentivePeriodType[];
export type AwardPeriodType = (typeof AWARD_PERIOD_TYPES)[number];
export const AWARD_GIVE_STATES = ['pending', 'approved', 'declined'] as const;
export type AwardGiveState = (typeof AWARD_GIVE_STATES)[number];

/** Programs §3, the admin list item (camel case, as admin calls are inflected). */
export interface AwardListItem {
  id: number;
  type: AwardType;
  name: string;
  amount: number;
  amountEditable: boolean;
  message: string;
  messageEditable: boolean;
  visibility: IncentiveVisibility;
  /** Points given from the award in the current period, pending gives included; 0 without a budget. */
  budgetUsed: number;
  /** Null: no budget, the award gives as much as it is given. */
  budgetPerPeriod: number | null;
  periodType: AwardPeriodType | null;
  conditionsOperator: ConditionsOperator;
  conditions: AudienceCondition[];
  /** Whose name a post shows when the giver is hidden. */
  giverId: number;
  iconUrl: string | null;
  state: AwardState;
  pendingApprovals: number;
  /** How many sequential approval steps a give (or a claim) goes through; 0 without approval. */
  approvalStepsCount: number;
}

export interface AwardDetail extends AwardListItem {
  description: string;
  title: string;
  visibilityEditable: boolean;
  /** Besides the awards admins, who may give it. */
  givers: IncentiveUserSummary[];
  approvalLevels: IncentiveUserSummary[][];
}

/** `GET /awards?type=manual&givable_by_user=true` (recognition §7): an award the reader may give. */
export interface GivableAward {
  id: number;
  name: string;
  title: string;
  description: string;
  iconUrl: string | null;
  amount: number;
  amountEditable: boolean;
  message: string;
  messageEditable: boolean;
  visibility: IncentiveVisibility;
  visibilityEditable: boolean;
  /** Points the budget still holds this period; null without a budget. */
  budgetLeft: number | null;
  periodType: AwardPeriodType | null;
  requiresApproval: boolean;
  /** The banner: up to 2 latest recipients and how many received it this period. */
  recentRecipients: { id: number; displayName: string }[];
  recipientsCount: number;
}

/** A give of a manual award, as its approvers and giver read it. */
export interface AwardGiveRequest {
  id: number;
  award: { id: number; name: string };
  giver: { id: number; displayName: string };
  receivers: { id: number; displayName: string; profilePic: string | null }[];
  /** Points each receiver gets; the total is amount × receivers. */
  amount: number;
  reason: string;
  hideGiver: boolean;
  state: AwardGiveState;
  createdAt: string;
  decisionDate: string | null;
  /** The step deciding now (0-based), null once decided. */
  currentStep: number | null;
  stepsCount: number;
  bonusId: number | null;
}
