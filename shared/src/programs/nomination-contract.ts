import type { AudienceCondition, IncentiveUserSummary } from './incentive-contract';

/** The spec is silent on these (programs §5 "not shown"): a title, a page of description, a recognition-sized reason. */
export const NOMINATION_PERIOD_NAME_MAX_LENGTH = 100;
export const NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH = 2000;
export const NOMINATION_REASON_MAX_LENGTH = 1000;
/** What a nominee's summary keeps of their reasons. */
export const NOMINATION_SUMMARY_MAX_LENGTH = 280;
export const NOMINATION_LIMIT_MAX = 100;
export const NOMINATION_PERIODS_PAGE_SIZE = 24;
export const NOMINATION_PERIODS_PAGE_SIZE_MAX = 100;
/** The nominate form's colleague picker (`GET /nomination_periods/{id}/nominees`), as the audience option search. */
export const NOMINEE_SEARCH_MAX_RESULTS = 20;
export const NOMINEE_SEARCH_MAX_LENGTH = 200;

/** Programs §4. */
export const NOMINATION_PERIOD_STATUSES = ['open', 'upcoming', 'closed'] as const;
export type NominationPeriodStatus = (typeof NOMINATION_PERIOD_STATUSES)[number];
export const NOMINATION_PERIOD_VISIBILITIES = ['admin', 'public'] as const;
export type NominationPeriodVisibility = (typeof NOMINATION_PERIOD_VISIBILITIES)[number];
/** Programs §3: a condition group's type. */
export const RULES_GROUP_TYPES = ['AND', 'OR'] as const;
export type RulesGroupType = (typeof RULES_GROUP_TYPES)[number];

/** Who may be nominated, or nominate: the incentives' audience conditions, all (AND) or one (OR); none is everyone. */
export interface NominationRulesGroup {
  groupType: RulesGroupType;
  conditions: AudienceCondition[];
}

export type NominationUserSummary = IncentiveUserSummary;

/** Programs §3. Dates are ISO 8601 instants; an open period has started and not reached its end. */
export interface Nomination {
  id: number;
  reason: string;
  nominationPeriodId: number;
  nominatorId: number;
  nominatedUserId: number;
  nominator: NominationUserSummary;
  nominatedUser: NominationUserSummary;
  createdAt: string;
}

export interface NominationPeriodListItem {
  id: number;
  name: string;
  /** Rich text, sanitised to the allow-list of programs §5. */
  description: string;
  startDate: string;
  endDate: string | null;
  status: NominationPeriodStatus;
  uniqueNominatedUserCount: number;
  totalNominations: number;
  creator: NominationUserSummary | null;
  /** Not in the spec's list shape: the admin list shows who may read each period. */
  visibility: NominationPeriodVisibility;
}

export interface NominatedUserSummary {
  userId: number;
  /** The nominee's reasons in a few words (`nominationSummaryOf`). */
  summary: string;
  user: NominationUserSummary;
}

export interface NominationPeriodDetail extends NominationPeriodListItem {
  /** Nominations per nominator; null is unlimited (programs §9). */
  nominationLimit: number | null;
  nominations: Nomination[];
  nomineeRulesGroup: NominationRulesGroup;
  nominatorRulesGroup: NominationRulesGroup;
  favoritedUserIds: number[];
  nominatedUserSummaries: NominatedUserSummary[];
}

/** `GET /nomination_periods`: a period the reader may nominate in, with their own nominations. */
export interface NominatorNominationPeriod {
  id: number;
  name: string;
  description: string;
  nominationLimit: number | null;
  startDate: string;
  endDate: string | null;
  status: NominationPeriodStatus;
  currentUserNominations: Nomination[];
  nomineeRulesGroup: NominationRulesGroup;
}

/**
 * `/share/nominations/{id}` read without signing in: names, pictures and summaries of the nominees only,
 * no ids, e-mails, usernames, nominators or single reasons.
 */
export interface PublicNominee {
  displayName: string;
  profilePic: string | null;
  nominationCount: number;
  summary: string;
}

export interface PublicNominationPeriod {
  id: number;
  name: string;
  description: string;
  startDate: string;
  endDate: string | null;
  status: NominationPeriodStatus;
  nominees: PublicNominee[];
}

export interface NominationPeriodsMetadata {
  totalCount: number;
  page: number;
  perPage: number;
  pageCount: number;
}
