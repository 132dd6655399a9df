import type {
  BillingAccountRow,
  ChatConnectionRow,
  InvoiceRow,
  WebhookDeliveryRow,
  WebhookRow,
} from '../company-admin/company-admin-rows';
import type { UserSyncRow } from '../user-sync/user-sync-row';
import type {
  UserImportRow,
  SubscriptionFigure,
  SubscriptionFormat,
  SubscriptionFrequency,
  SubscriptionReport,
  AudienceCondition,
  CelebrationState,
  CelebrationType,
  ReceivingRulesGroupType,
  WorkAnniversaryPointSetting,
  AwardGiveState,
  AwardPeriodType,
  AwardState,
  ClaimLimitMode,
  ClaimState,
  ConditionsOperator,
  IncentivePeriodType,
  IncentiveState,
  IncentiveVisibility,
  NominationPeriodVisibility,
  AnnouncementRecipientToken,
  ChatIntegrations,
  NotificationType,
  BonusAttachment,
  BonusPrivacy,
  BonusRecord,
  CatalogItemType,
  CatalogProvider,
  CompanyItemState,
  CompanyProfile,
  DenominationOptionType,
  DistributionMethod,
  InactiveReason,
  RedemptionCatalogItemType,
  RedemptionRecordStatus,
  RedemptionStatus,
  ShippingAddress,
  FeatureFlag,
  GroupDimension,
  HashtaggingMode,
  QualityScore,
  UserProfile,
} from '@laurel/shared/contract';

export type { BonusAttachment, BonusPrivacy, GroupDimension };

export interface Company extends CompanyProfile {
  /** Flags the feature-flag service answers for every user of the company. */
  feature_flags: FeatureFlag[];
  /** A demo account: spoofing into it is demoing, and the spoofing banner hides. */
  is_demo: boolean;
  settings: CompanyRecognitionSettings;
}

/**
 * The company settings giving recognition is checked against (recognition spec §3). The video switches
 * live on the company profile already (`disable_video_uploads`, `disable_video_recordings`).
 */
export interface CompanyRecognitionSettings {
  zero_point_bonuses: boolean;
  hashtagging_mode: HashtaggingMode;
  /** Whether givers may choose who sees a recognition. */
  bonus_privacy: boolean;
  suggested_give_amounts: number[];
  /** The composer's placeholder: a recognition written the company's way. */
  example_reason: string;
  disable_image_uploads: boolean;
  disable_gifs: boolean;
  budget_names: { singular: string; plural: string };
  chat_integrations: ChatIntegrations;
}

export interface User extends UserProfile {
  company_id: number;
  first_name: string;
  last_name: string;
  status: 'active' | 'invited' | 'deactivated';
  earning_balance: number;
  /** Points a flash-points program granted; spent before the giving balance while the program runs. */
  flash_points_balance: number;
  /** What the giving balance is refilled to each month. */
  monthly_allowance: number;
  manager_id: number | null;
  /** Set on sign-in personas: the key shown on the dev sign-in page. */
  persona?: string;
  /** What the persona is for, shown on the dev sign-in page and by `npm start`. */
  persona_description?: string;
  /** When the person last signed in (tech-ops' user lookup); absent before their first sign-in. */
  last_sign_in_at?: string;
  /** The dates celebrations fall on (yyyy-MM-dd) and the IANA zone whose calendar they follow; absent is unknown and UTC. */
  birthday?: string | null;
  start_date?: string | null;
  time_zone?: string;
}

export interface Group {
  id: number;
  company_id: number;
  name: string;
  dimension: GroupDimension;
  member_ids: number[];
}

export interface CompanyValue {
  id: number;
  company_id: number;
  hashtag: string;
  description: string;
}

export interface Bonus extends BonusRecord {
  company_id: number;
  /** The quality scorer's verdict when it was given (programs §3); for analytics, not shown on the card. */
  quality_score?: QualityScore;
  /** The client it was given from (`?application_name=`), e.g. a chat integration. */
  application_name?: string;
  ms_teams_meeting_id?: string;
  /** The manual award it was given as (recognition §3). */
  award_id?: number;
}

export interface Reaction {
  id: number;
  bonus_id: number;
  user_id: number;
  emoji: string;
  created_at: string;
}

export interface Comment {
  id: number;
  bonus_id: number;
  user_id: number;
  reason: string;
  created_at: string;
}

export interface ReportFile {
  id: number;
  company_id: number;
  user_id: number;
  name: string;
  file_url: string;
  downloaded_at: string | null;
}

/** The first answer to a money-moving request with an `Idempotency-Key`, kept for that user until it expires. */
export interface IdempotencyRecord {
  id: number;
  user_id: number;
  key: string;
  /** A hash of method, path, query and body: the same key with another request is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
  created_at: string;
  expires_at: string;
}

/**
 * An item of the rewards catalogue, the same for every company, in the rewards service's camel case.
 * A company sees it as a company item (`rewards/company-catalog`) with its own id and settings.
 */
export interface CatalogItemRow {
  id: number;
  /** Names its pictures: `/api/v2/media/rewards/<brandKey>.svg`. */
  brandKey: string;
  brandName: string;
  fullName: string;
  description: string;
  categoryIds: number[];
  subCategoryIds: number[];
  collectShippingInfo: boolean;
  currencyCode: string;
  distributionMethod: DistributionMethod;
  itemType: CatalogItemType;
  provider: CatalogProvider;
  feePercentage: number;
  flatFeeInUsdCents: number;
  fulfillmentPartner: string | null;
  legacyId: number | null;
  warnings: string[];
  website: string | null;
  giftable: boolean;
  countryCodes: string[];
  /** The catalogue's own state; a company can only hold an active item back (`admin_disabled`). */
  state: CompanyItemState;
  curated: boolean;
  promoted: boolean;
  denominations: DenominationRow[];
}

export interface DenominationRow {
  id: number;
  priceInSubunits: number;
  /** Units left, shared by every company; null when there is no stock to run out of. */
  quantity: number | null;
  /** Reasons the catalogue holds it back (never admin_disabled, which is per company). */
  inactiveReasons: InactiveReason[];
  optionName: string | null;
  optionType: DenominationOptionType | null;
  materials: string | null;
  features: string[];
  weight: string | null;
  size: string | null;
  color: string | null;
}

/** What a company's rewards admin changed about one catalogue item. */
export interface CompanyItemSetting {
  id: number;
  company_id: number;
  catalog_item_id: number;
  disabled: boolean;
  disabled_denomination_ids: number[];
  updated_by: number;
  updated_at: string;
}

export interface RedemptionRecordRow {
  id: number;
  /** In the item's currency subunits. */
  amount: number;
  created_at: string;
  state: RedemptionRecordStatus;
  transaction_fee: number;
}

/** A redemption, with what was redeemed copied in, so history reads the same after the catalogue changes. */
export interface RedemptionRow {
  id: number;
  company_id: number;
  user_id: number;
  company_item_id: number;
  catalog_item_id: number;
  denomination_id: number;
  aasm_state: RedemptionStatus;
  brand_name: string;
  name: string;
  image_url: string;
  catalog_item_type: RedemptionCatalogItemType;
  distribution_method: DistributionMethod;
  points_boost: boolean;
  price_in_points: number;
  price_in_subunits: number;
  currency_code: string;
  size: string | null;
  color: string | null;
  gift: boolean;
  giftee_email: string | null;
  gift_message: string | null;
  shipping_address: ShippingAddress | null;
  claim_url: string | null;
  created_at: string;
  records: RedemptionRecordRow[];
  resends: { email: string; at: string }[];
}

/** An announcement as stored; its status is derived from the clock on every read, never stored. */
export interface AnnouncementRow {
  id: number;
  company_id: number;
  title: string;
  /** Sanitised to the rich-text allow-list when it was written. */
  description: string;
  start_date: string;
  end_date: string;
  claimable_award_id: number | null;
  /** The stored file's generated name, and the name it was sent with (shown, never used as a path). */
  image: { stored_name: string; filename: string } | null;
  email_notification: boolean;
  send_slack_message: boolean;
  send_ms_teams_message: boolean;
  reason_tokens: AnnouncementRecipientToken[];
  created_by_id: number;
  created_at: string;
  /** When its recipients were notified: at posting, which for a scheduled one is the first read after its start. */
  notified_at: string | null;
}

/** A notification as stored; its status is derived from `acted_at` and `seen_at`. */
export interface NotificationRow {
  id: number;
  company_id: number;
  user_id: number;
  type: NotificationType;
  message: string;
  action: string | null;
  /** Who or what it is about: shown with its name and avatar. */
  actor_id: number | null;
  /** Keeps an event from notifying twice (`announcement:12`, `new_month:2026-11`). */
  event_key: string;
  created_at: string;
  acted_at: string | null;
  seen_at: string | null;
}

/** A flash-points program (recognition spec §3): points granted for a while, spent before the giving balance. */
export interface FlashPointsProgramRow {
  id: number;
  company_id: number;
  name: string;
  start_date: string;
  end_date: string;
  base_color: string;
  accent_color: string;
  amount_per_person: number;
}

/** A video uploaded or recorded for a recognition (recognition §7 `POST /videos`), stored under generated names. */
export interface VideoRow {
  id: number;
  company_id: number;
  /** Who uploaded it: only they attach or discard it. */
  user_id: number;
  name: string;
  file: string;
  poster: string | null;
  created_at: string;
  /** The recognition that shows it; a video shown is never discarded. */
  bonus_id: number | null;
}

/** An incentive (programs §3): points a colleague claims for doing something, by the rules held here. */
export interface IncentiveRow {
  id: number;
  company_id: number;
  /** Who the recognition posts of its claims come from: the admin who made it. */
  giver_id: number;
  name: string;
  /** Sanitised to the rich-text allow-list when it was written. */
  description: string;
  icon_url: string | null;
  amount: number;
  message: string;
  visibility: IncentiveVisibility;
  require_proof: boolean;
  conditions: AudienceCondition[];
  conditions_operator: ConditionsOperator;
  claim_limit_mode: ClaimLimitMode;
  user_claim_limit: number | null;
  period_type: IncentivePeriodType | null;
  claim_limit_quantity: number | null;
  /** Units of stock left; null never runs out. A pending claim holds its unit until it is declined. */
  quantity: number | null;
  require_approval: boolean;
  /** Sequential steps of approver ids; empty when claims are approved at once. */
  approval_levels: number[][];
  state: IncentiveState;
  link_text: string | null;
  link_url: string | null;
  created_at: string;
  deleted_at: string | null;
}

/** A claim of an incentive (an approval request), walking its approval steps. */
export interface IncentiveClaimRow {
  id: number;
  company_id: number;
  incentive_id: number;
  user_id: number;
  /** Copied in when claimed: what the claim pays, whatever the incentive says later. */
  amount: number;
  claim_reason: string;
  claim_attachment: { stored_name: string; filename: string; type: string } | null;
  state: ClaimState;
  auto_approved: boolean;
  /** The step deciding now (0-based); null once decided. */
  current_step: number | null;
  /** The approval steps as they were when claimed. */
  approval_levels: number[][];
  decisions: { step: number; approver_id: number; decision: 'approved' | 'declined'; note: string; at: string }[];
  created_at: string;
  decision_date: string | null;
  bonus_id: number | null;
}

/** The company's budget that incentives are paid from (programs §5: exchange rate, ISO code). */
export interface CompanyBudgetRow {
  id: number;
  company_id: number;
  balance: number;
  exchange_rate: number;
  iso_code: string;
}

/** Who may be nominated or nominate in a period: audience conditions, all (and) or one (or); none is everyone. */
export interface NominationRulesRow {
  conditions_operator: ConditionsOperator;
  conditions: AudienceCondition[];
}

/** A nomination period (programs §3, §4); its status comes from its dates and the clock. */
export interface NominationPeriodRow {
  id: number;
  company_id: number;
  creator_id: number;
  name: string;
  /** Sanitised to the rich-text allow-list when it was written. */
  description: string;
  start_date: string;
  end_date: string | null;
  nominee_rules: NominationRulesRow;
  nominator_rules: NominationRulesRow;
  /** Per nominator; null is unlimited. */
  nomination_limit: number | null;
  visibility: NominationPeriodVisibility;
  favorited_user_ids: number[];
  created_at: string;
}

export interface NominationRow {
  id: number;
  company_id: number;
  nomination_period_id: number;
  nominator_id: number;
  nominated_user_id: number;
  reason: string;
  created_at: string;
}

/** A manual award (programs §3); claimable awards are the incentives. */
export interface AwardRow {
  id: number;
  company_id: number;
  /** Whose name a post shows when its giver is hidden; the admin who made it. */
  giver_id: number;
  name: string;
  title: string;
  /** Sanitised to the rich-text allow-list when it was written. */
  description: string;
  icon_url: string | null;
  amount: number;
  amount_editable: boolean;
  message: string;
  message_editable: boolean;
  visibility: IncentiveVisibility;
  visibility_editable: boolean;
  budget_per_period: number | null;
  period_type: AwardPeriodType | null;
  conditions: AudienceCondition[];
  conditions_operator: ConditionsOperator;
  /** Besides the awards admins, who may give it. */
  giver_ids: number[];
  /** Empty when a give needs no approval. */
  approval_levels: number[][];
  state: AwardState;
  created_at: string;
  deleted_at: string | null;
}

/** One give of a manual award: paid at once, or when its last approval step approves. */
export interface AwardGiveRow {
  id: number;
  company_id: number;
  award_id: number;
  giver_id: number;
  receiver_ids: number[];
  /** Per receiver, copied in when given. */
  amount: number;
  reason: string;
  privacy: BonusPrivacy;
  hide_giver: boolean;
  state: AwardGiveState;
  current_step: number | null;
  approval_levels: number[][];
  decisions: { step: number; approver_id: number; decision: 'approved' | 'declined'; note: string; at: string }[];
  created_at: string;
  decision_date: string | null;
  bonus_id: number | null;
}

/** A company's celebration (programs §3), snake case as stored. */
export interface CelebrationRow {
  id: number;
  company_id: number;
  type: CelebrationType;
  name: string;
  giver_id: number | null;
  headline: string;
  amount: number | null;
  include_benefactors: boolean;
  reason: string;
  image_url: string | null;
  icon_url: string | null;
  state: CelebrationState;
  visibility: IncentiveVisibility;
  work_anniversary_point_setting: WorkAnniversaryPointSetting;
  year_amount_mappings: { year_threshold: number; amount: number }[];
  receiving_rules_group: { id: number; group_type: ReceivingRulesGroupType; conditions: AudienceCondition[] } | null;
  celebration_date: string | null;
  created_at: string;
  updated_at: string;
}

/** One admin or super-admin change (platform §2 events): who made it, when, and the record before and after. */
export interface AuditEventRow {
  id: number;
  created_at: string;
  actor_id: number;
  /** The super-admin who made the change while spoofing the actor. */
  spoofer_id: number | null;
  /** The company the change belongs to. */
  company_id: number;
  /** `<area>.<verb>`, e.g. `incentive.update`. */
  action: string;
  subject_type: string;
  subject_id: number | null;
  /** A copy of the record before the change; null when it was created. */
  before: unknown;
  /** A copy of the record after the change; null when it was deleted. */
  after: unknown;
}

/** A report e-mail subscription (programs §7); sends on the company's job clock. */
export interface ReportSubscriptionRow {
  id: number;
  company_id: number;
  created_by_id: number;
  report: SubscriptionReport;
  frequency: SubscriptionFrequency;
  format: SubscriptionFormat;
  recipient_ids: number[];
  message: string;
  next_send_at: string;
  last_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An e-mail the subscription job would have sent; nothing leaves the machine. */
export interface OutboxEmailRow {
  /** Absent on the report e-mails written before notification e-mails shared the outbox. */
  kind?: 'report';
  id: number;
  company_id: number;
  subscription_id: number;
  report: SubscriptionReport;
  to: string[];
  subject: string;
  body: string;
  link: string;
  figures: SubscriptionFigure[];
  period_start: string;
  period_end: string;
  sent_at: string;
}

/** A notification e-mail in the same outbox: one person's, written by the notifier when they want it by e-mail. */
export interface NotificationEmailRow {
  kind: 'notification';
  id: number;
  company_id: number;
  user_id: number;
  notification_type: NotificationType;
  /** The event it tells of: a person gets one e-mail per event. */
  event_key: string;
  to: string[];
  subject: string;
  body: string;
  link: string;
  sent_at: string;
}

/** One celebration posted for one person on their own calendar day: what keeps the daily job to once a day. */
export interface CelebrationPostRow {
  id: number;
  company_id: number;
  celebration_id: number;
  user_id: number;
  /** The person's calendar day (yyyy-MM-dd, in their time zone). */
  day: string;
  amount: number;
  bonus_id: number;
  manual: boolean;
  created_at: string;
}

/** Bumped when the shape of the data changes, so an old db.json is reseeded instead of misread. */
export const DATABASE_SCHEMA_VERSION = 10;

/** An employee's report of a post, kept on the post's row (one per person). */
export interface PostReportRow {
  reporter_id: number;
  reason: string;
  created_at: string;
}

/** A recognition or comment someone reported, and what an admin decided; a hidden post leaves the feed. */
export interface ReportedPostRow {
  id: number;
  company_id: number;
  post_type: 'bonus' | 'comment';
  post_id: number;
  status: 'open' | 'hidden' | 'dismissed' | 'restored';
  reports: PostReportRow[];
  resolved_by: number | null;
  resolved_at: string | null;
}

/** A CSV of people to create or update: previewed with its rows' errors, then run as a background job. */
export interface UserImportRowRecord {
  id: number;
  company_id: number;
  created_by: number;
  created_at: string;
  file_name: string;
  status: 'preview' | 'running' | 'finished' | 'cancelled';
  rows: UserImportRow[];
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  finished_at: string | null;
}

/** One person's bookmark of one recognition (`/bookmark`). */
export interface BookmarkRow {
  id: number;
  user_id: number;
  bonus_id: number;
  created_at: string;
}

export interface Database {
  meta: { schema_version: number };
  companies: Company[];
  users: User[];
  groups: Group[];
  values: CompanyValue[];
  bonuses: Bonus[];
  reactions: Reaction[];
  comments: Comment[];
  report_files: ReportFile[];
  /** Added after schema 5; an older file gets an empty list when the API starts. */
  idempotency_keys: IdempotencyRecord[];
  catalog_items: CatalogItemRow[];
  company_item_settings: CompanyItemSetting[];
  redemptions: RedemptionRow[];
  announcements: AnnouncementRow[];
  notifications: NotificationRow[];
  /** Added after schema 7; an older file gets an empty list when the API starts. */
  videos: VideoRow[];
  flash_points_programs: FlashPointsProgramRow[];
  incentives: IncentiveRow[];
  incentive_claims: IncentiveClaimRow[];
  company_budgets: CompanyBudgetRow[];
  awards: AwardRow[];
  award_gives: AwardGiveRow[];
  nomination_periods: NominationPeriodRow[];
  nominations: NominationRow[];
  celebrations: CelebrationRow[];
  celebration_posts: CelebrationPostRow[];
  /** Added after schema 10; an older file gets empty lists when the API starts. */
  report_email_subscriptions: ReportSubscriptionRow[];
  outbox_emails: (OutboxEmailRow | NotificationEmailRow)[];
  /** Added in schema 10 after celebrations; an older file gets an empty list when the API starts. */
  audit_events: AuditEventRow[];
  /** Billing and integrations (issue 17); an older file gets empty lists when the API starts. */
  billing_accounts: BillingAccountRow[];
  invoices: InvoiceRow[];
  chat_connections: ChatConnectionRow[];
  webhooks: WebhookRow[];
  webhook_deliveries: WebhookDeliveryRow[];
  user_syncs: UserSyncRow[];
  /** Added in schema 10 with the people admin pages; an older file gets empty lists when the API starts. */
  reported_posts: ReportedPostRow[];
  user_imports: UserImportRowRecord[];
  /** Issue 18: each person's bookmarked recognitions; an older file gets an empty list when the API starts. */
  bookmarks: BookmarkRow[];
  /** Constructive feedback and check-ins (issue 18); an older file gets empty lists when the API starts. */
  feedback_requests: FeedbackRequestRow[];
  feedback_responses: FeedbackResponseRow[];
  check_ins: CheckInRow[];
  /** One-on-ones, goals and company initiatives (issue 18); an older file gets empty lists when the API starts. */
  one_on_ones: OneOnOneRow[];
  goals: GoalRow[];
  company_initiatives: CompanyInitiativeRow[];
  /** Performance recap cycles and each person's recap in them; an older file gets empty lists when the API starts. */
  recap_cycles: RecapCycleRow[];
  performance_recaps: PerformanceRecapRow[];
}

export interface OneOnOneItemRow {
  id: number;
  text: string;
  /** The talking point's author, or the action item's owner. */
  person_id: number;
  done: boolean;
  carried_from: number | null;
}

/** A meeting between a manager and a direct report; each one's private notes are read by them alone. */
export interface OneOnOneRow {
  id: number;
  company_id: number;
  manager_id: number;
  report_id: number;
  scheduled_for: string;
  /** HH:mm when the pair picked a time; absent on older rows and when none was picked. */
  scheduled_time?: string | null;
  status: 'open' | 'ended';
  ended_at: string | null;
  talking_points: OneOnOneItemRow[];
  action_items: OneOnOneItemRow[];
  shared_notes: string;
  decisions: string;
  private_notes: Record<string, string>;
  /** Saves of the shared notes and decisions so far; absent is 0. */
  notes_version?: number;
}

export interface GoalCommentRow {
  id: number;
  author_id: number;
  text: string;
  created_at: string;
}

export interface GoalRow {
  id: number;
  company_id: number;
  owner_id: number;
  title: string;
  description: string;
  due_date: string | null;
  progress: number;
  status: 'on_track' | 'at_risk' | 'done';
  initiative_id: number | null;
  comments: GoalCommentRow[];
  updated_at: string;
}

export interface CompanyInitiativeRow {
  id: number;
  company_id: number;
  title: string;
  description: string;
}

/** One colleague asks another for feedback on a topic (recognition §3 constructive feedback). */
export interface FeedbackRequestRow {
  id: number;
  company_id: number;
  requester_id: number;
  recipient_id: number;
  topic: string;
  due_date: string | null;
  created_at: string;
  /** When the requester last resent it; older rows have none. */
  resent_at?: string | null;
}

/** Feedback written by `giver_id` to `receiver_id`, answering a request or unrequested. */
export interface FeedbackResponseRow {
  id: number;
  company_id: number;
  giver_id: number;
  receiver_id: number;
  request_id: number | null;
  message: string;
  created_at: string;
}

/** A person's check-in for one period of their cadence, and their manager's answer. */
export interface CheckInRow {
  id: number;
  company_id: number;
  user_id: number;
  period_start: string;
  period_end: string;
  went_well: string;
  blockers: string;
  mood: number;
  created_at: string;
  updated_at: string;
  manager_comment: { author_id: number; text: string; created_at: string } | null;
  /** The pulse answer, when the company asked one; older rows have none. */
  pulse?: { score: number; comment: string } | null;
}

/** A performance recap cycle (`/admin/growth/performance-recap`). */
export interface RecapCycleRow {
  id: number;
  company_id: number;
  name: string;
  period_start: string;
  period_end: string;
  due_date: string;
  questions: string[];
}

/** One person's recap in one cycle: their answers, and their manager's note (the manager's alone). */
export interface PerformanceRecapRow {
  id: number;
  company_id: number;
  cycle_id: number;
  user_id: number;
  answers: string[];
  submitted_at: string | null;
  manager_note: string;
  manager_id: number | null;
  noted_at: string | null;
}
