import * as z from 'zod/mini';
import { TIERS, type Tier } from '../domain/tiers';
import type { CompanyStatus } from '../domain/company-profile';
import type { UserFlag } from '../domain/user-profile';

export const AUDIT_EVENTS_PAGE_SIZE = 20;
export const SUPER_ADMIN_LOOKUP_LIMIT = 20;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One admin or super-admin change in the audit log (`/super_admin/events`). */
export interface AuditEventView {
  id: number;
  createdAt: string;
  action: string;
  subjectType: string;
  subjectId: number | null;
  companyId: number;
  companyName: string;
  actorId: number;
  actorName: string;
  /** The super-admin behind the actor while spoofing. */
  spooferName: string | null;
  before: unknown;
  after: unknown;
}

/** `GET /super_admin/events`: every filter optional; `from` and `to` are days (yyyy-mm-dd, UTC), both included. */
export const auditEventsQuerySchema = z.object({
  company_id: z.optional(z.string().check(z.regex(/^\d+$/))),
  actor: z.optional(z.string().check(z.maxLength(100))),
  action: z.optional(z.string().check(z.maxLength(100))),
  from: z.optional(z.string().check(z.regex(ISO_DAY))),
  to: z.optional(z.string().check(z.regex(ISO_DAY))),
  page: z.optional(z.string()),
});

export interface AuditEventPage {
  records: AuditEventView[];
  metadata: { page: number; perPage: number; totalCount: number; pageCount: number; actions: string[] };
}

/** One company as the super-admin companies page lists and edits it. */
export interface SuperAdminCompany {
  id: number;
  name: string;
  status: CompanyStatus;
  productTier: Tier;
  trialEndDate: string | null;
  limitedReleaseMode: boolean;
  hideCompetitiveFeatures: boolean;
  activeUsers: number;
}

/** `PATCH /super_admin/companies/:id`: the fields a super-admin may change; each change is an audit event. */
export const superAdminCompanyUpdateSchema = z.strictObject({
  productTier: z.optional(z.enum(TIERS)),
  trialEndDate: z.optional(z.nullable(z.string().check(z.regex(ISO_DAY)))),
  limitedReleaseMode: z.optional(z.boolean()),
  hideCompetitiveFeatures: z.optional(z.boolean()),
});
export type SuperAdminCompanyUpdate = z.infer<typeof superAdminCompanyUpdateSchema>;

/** A company or person found by a tech-ops lookup. */
export interface LookupMatch {
  id: number;
  label: string;
  detail: string;
}

export interface TechOpsPerson {
  id: number;
  name: string;
  email: string;
  roles: UserFlag[];
}

/** `GET /tech_ops/companies/:id`: a company's settings, admins, counts and latest changes. */
export interface TechOpsCompany {
  company: SuperAdminCompany & { locale: string; isDemo: boolean; featureFlags: string[] };
  admins: TechOpsPerson[];
  counts: { activeUsers: number; invitedUsers: number; deactivatedUsers: number; recognitions30Days: number };
  recentEvents: AuditEventView[];
}

export interface TechOpsRecognition {
  id: number;
  createdAt: string;
  direction: 'given' | 'received';
  amount: number;
  /** The reason as plain text (never HTML). */
  reason: string;
}

/** `GET /tech_ops/users/:id`: a person's company, roles, status, last sign-in and latest recognitions. */
export interface TechOpsUser extends TechOpsPerson {
  company: { id: number; name: string };
  status: 'active' | 'invited' | 'deactivated';
  lastSignInAt: string | null;
  recentRecognitions: TechOpsRecognition[];
}

/** `GET /tech_ops/overview`: the latest changes across companies and the failing integrations. */
export interface TechOpsOverview {
  counts: { companies: number; companiesInTrial: number; activeUsers: number };
  recentEvents: AuditEventView[];
  integrationErrors: IntegrationError[];
}

/** Score bands of the quality bot report, as percentages: 0–19, 20–39, 40–59, 60–79, 80–100. */
export const QUALITY_BANDS = [0, 20, 40, 60, 80] as const;
export const QUALITY_REPORT_DAYS = 30;
export const QUALITY_REPORT_LOWEST = 10;

/** `GET /super_admin/bonus_quality_bot_reports`: how the quality scorer rated each company's last 30 days. */
export interface QualityBotReport {
  period: { start: string; end: string };
  companies: {
    companyId: number;
    companyName: string;
    scored: number;
    /** Mean score (0–100), one decimal; null without recognitions. */
    average: number | null;
    /** Recognitions per band of QUALITY_BANDS. */
    bands: number[];
  }[];
  /** The lowest-scoring recognitions across companies, lowest first; the reason as plain text. */
  lowest: { id: number; companyName: string; score: number; createdAt: string; reason: string }[];
}

export interface IntegrationError {
  id: number;
  companyName: string;
  createdAt: string;
  integration: string;
  message: string;
}

/** The catalogue tools of platform §2: items out of stock and the promoted ones, across the shared catalogue. */
export const CATALOG_TOOL_VIEWS = ['out_of_stock', 'promoted'] as const;
export type CatalogToolView = (typeof CATALOG_TOOL_VIEWS)[number];

export interface CatalogToolItem {
  id: number;
  fullName: string;
  brandName: string;
  provider: string;
  state: string;
  denominations: { id: number; price: string; quantity: number | null; inactiveReasons: string[] }[];
}

/**
 * `/super_admin/catalog/unimplemented`: catalogue items a person can redeem but nothing here fulfils — neither
 * completed on redemption (gift cards, donations, custom rewards) nor shipped by a fulfilment partner.
 * `payout_missing`: a cash-out waits for a payout nobody makes; `no_fulfilment_partner`: a manual reward no partner ships.
 */
export const UNIMPLEMENTED_REASONS = ['payout_missing', 'no_fulfilment_partner'] as const;
export type UnimplementedReason = (typeof UNIMPLEMENTED_REASONS)[number];

/** Open: nobody has looked yet; marked: a super-admin knows of it and leaves it; hidden: taken out of every catalogue. */
export const UNIMPLEMENTED_STATUSES = ['open', 'marked', 'hidden'] as const;
export type UnimplementedStatus = (typeof UNIMPLEMENTED_STATUSES)[number];

export const UNIMPLEMENTED_ACTIONS = ['mark', 'hide', 'reopen'] as const;
export type UnimplementedAction = (typeof UNIMPLEMENTED_ACTIONS)[number];

export interface UnimplementedCatalogItem extends CatalogToolItem {
  distributionMethod: string;
  reason: UnimplementedReason;
  status: UnimplementedStatus;
  /** Who marked or hid it, and when; null while open. */
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** `GET /super_admin/catalog/unimplemented`: the items matching the filters, and every method and provider to filter by. */
export interface UnimplementedCatalog {
  items: UnimplementedCatalogItem[];
  methods: string[];
  providers: string[];
}

export const unimplementedCatalogQuerySchema = z.object({
  method: z.optional(z.string()),
  provider: z.optional(z.string()),
  status: z.optional(z.enum(UNIMPLEMENTED_STATUSES)),
});

/** `PATCH /super_admin/catalog/unimplemented/:id`. */
export const unimplementedActionSchema = z.strictObject({ action: z.enum(UNIMPLEMENTED_ACTIONS) });

export const KVM_DAYS = 30;

/** `GET /super_admin/kvms`: each company's recognition key figures over the last 30 days. */
export interface CompanyKvms {
  companyId: number;
  companyName: string;
  productTier: Tier;
  activePeople: number;
  givers: number;
  receivers: number;
  /** Givers as a whole percentage of the active people. */
  givingRate: number;
  receivingRate: number;
  recognitions: number;
  /** Recognitions per active person, one decimal. */
  recognitionsPerPerson: number;
  oneOnOne: OneOnOneKvms;
}

/** One 30-day period of a company's one-on-ones. */
export interface OneOnOnePeriod {
  /** Managers (with reports) who ended at least one meeting in the period. */
  managersHolding: number;
  /** `managersHolding` as a whole percentage of the managers with reports. */
  holdingRate: number;
  meetingsHeld: number;
  /** Talking points left open when a meeting ended, so moved to the next one. */
  talkingPointsCarried: number;
  goalsUpdated: number;
}

/** A company's one-on-one key figures: the last 30 days against the 30 before. */
export interface OneOnOneKvms {
  /** Active people with at least one active direct report. */
  managersWithReports: number;
  current: OneOnOnePeriod;
  previous: OneOnOnePeriod;
}

/** A denomination with this many units or fewer left is low on stock (and at 0, out of it). */
export const LOW_STOCK_UNITS = 5;

/** `GET /super_admin/rewards_health_check`: the shared catalogue's state and the redemptions still open. */
export interface RewardsHealthCheck {
  items: { active: number; inactive: number; archived: number };
  /** Denominations the catalogue holds back, per reason. */
  heldBack: { reason: string; count: number }[];
  /** Redemptions per status, every company. */
  redemptions: { status: string; count: number }[];
  lowStock: { itemId: number; fullName: string; price: string; quantity: number }[];
}
