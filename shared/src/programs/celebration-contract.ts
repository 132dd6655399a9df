import type { AudienceCondition, IncentiveVisibility } from './incentive-contract';

/** Programs §3. */
export const CELEBRATION_TYPES = [
  'birthday',
  'custom_yearly_date',
  'new_hire',
  'welcome',
  'work_anniversary',
  'wellness',
] as const;
export type CelebrationType = (typeof CELEBRATION_TYPES)[number];
/** The types that celebrate a date of each person; a company keeps one of each. The others hold their own date. */
export const PERSONAL_CELEBRATION_TYPES: readonly CelebrationType[] = [
  'birthday',
  'new_hire',
  'welcome',
  'work_anniversary',
];
export const CELEBRATION_STATES = ['active', 'inactive'] as const;
export type CelebrationState = (typeof CELEBRATION_STATES)[number];
/** Programs §3: the same three values as incentives and awards. */
export type CelebrationVisibility = IncentiveVisibility;
export const WORK_ANNIVERSARY_POINT_SETTINGS = [
  'everyYearWithSameAmount',
  'everyYearWithCustomAmount',
  'onlySpecificYears',
] as const;
export type WorkAnniversaryPointSetting = (typeof WORK_ANNIVERSARY_POINT_SETTINGS)[number];
export const RECEIVING_RULES_GROUP_TYPES = ['AND', 'OR'] as const;
export type ReceivingRulesGroupType = (typeof RECEIVING_RULES_GROUP_TYPES)[number];
/** Programs §3: the creation form's recipient lists are departments, locations and teams. */
export const RECEIVING_RULE_ATTRIBUTES = ['department', 'location', 'team'] as const;

/** Programs §9. */
export const CELEBRATION_DEFAULT_POINTS: Record<CelebrationType, number> = {
  birthday: 50,
  new_hire: 50,
  welcome: 10,
  work_anniversary: 100,
  custom_yearly_date: 0,
  wellness: 0,
};
export const CELEBRATION_DEFAULT_VISIBILITY: CelebrationVisibility = 'publicly_visible';
export const DEFAULT_WORK_ANNIVERSARY_POINT_SETTING: WorkAnniversaryPointSetting = 'everyYearWithSameAmount';
export const CELEBRATION_EXPORT_POLL_MS = 5000;
/** The spec is silent on these; sizes that fit the form and a recognition post. */
export const CELEBRATION_NAME_MAX_LENGTH = 80;
export const CELEBRATION_HEADLINE_MAX_LENGTH = 120;
export const CELEBRATION_REASON_MAX_LENGTH = 500;
export const CELEBRATION_AMOUNT_MAX = 100_000;
export const YEAR_AMOUNT_MAPPINGS_MAX = 50;
export const ANNIVERSARY_YEAR_MAX = 75;
export const MANUAL_GIVE_USERS_MAX = 100;

export interface YearAmountMapping {
  yearThreshold: number;
  amount: number;
}

export interface ReceivingRulesGroup {
  id: number;
  groupType: ReceivingRulesGroupType;
  conditions: AudienceCondition[];
}

/** Programs §3, camel case as admin calls are inflected. */
export interface Celebration {
  id: number;
  name: string;
  type: CelebrationType;
  giverId: number | null;
  headline: string;
  amount: number | null;
  includeBenefactors: boolean;
  reason: string;
  imageUrl: string | null;
  iconUrl: string | null;
  state: CelebrationState;
  visibility: CelebrationVisibility;
  workAnniversaryPointSetting: WorkAnniversaryPointSetting;
  yearAmountMappings: YearAmountMapping[];
  receivingRulesGroup: ReceivingRulesGroup | null;
  /** yyyy-MM-dd; the day a custom yearly date or wellness celebration comes back each year. */
  celebrationDate: string | null;
}

export interface CelebrationList {
  records: Celebration[];
  metadata: { totalCount: number };
}

/** `GET /admin/celebrations/metadata`: what the form of a type starts from, and who it reaches. */
export interface CelebrationMetadata {
  type: CelebrationType;
  defaultAmount: number;
  defaultVisibility: CelebrationVisibility;
  defaultWorkAnniversaryPointSetting: WorkAnniversaryPointSetting;
  /** Active people of the company the receiving rules reach. */
  scopedCount: number;
  totalCount: number;
}

/** What posting a celebration for people did: a post each, or why not. */
export interface CelebrationPostOutcome {
  userId: number;
  bonusId: number | null;
  amount: number;
  /** Null when posted; else an id of the API error catalogue. */
  skipped: string | null;
}

export interface CelebrationJobResult {
  /** The UTC day the job ran on; each person's own day is in their time zone. */
  ranAt: string;
  posted: CelebrationPostOutcome[];
}

export interface CelebrationExportStart {
  generatedFileId: number;
}

export interface CelebrationExportState {
  generated: boolean;
  fileUrl: string | null;
}
