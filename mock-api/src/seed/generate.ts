import { DATABASE_SCHEMA_VERSION, type CompanyValue, type Database } from '../db/types';
import { generateBilling, generateChatConnections } from './billing';
import { generateBonuses } from './bonuses';
import { withTradedPoints } from './traded-points';
import { generateReactionsAndComments } from './reactions';
import { generateCompanies } from './companies';
import { generateGroups } from './groups';
import { COMPANY_VALUES } from './names';
import { seededRandom } from './random';
import { generateUsers } from './users';
import { withFinanceGlobalAdmin } from './finance-global-admin';
import { generateCatalog, generateCompanyItemSettings, generateRedemptions } from './catalog';
import { generateAnnouncements } from './announcements';
import { generateNotifications } from './notifications';
import { generateFlashPointsPrograms } from './flash-points';
import { generateCompanyBudgets, generateIncentives } from './incentives';
import { generateAwards } from './awards';
import { generateNominations } from './nominations';
import { addCelebrationDates, generateCelebrations } from './celebrations';

export interface SeedOptions {
  /** People in the main company, personas included. */
  users: number;
  bonuses: number;
  /** Items in the rewards catalogue, shared by every company. */
  items: number;
  seed: number;
  /** Dates are relative to this day, so a fresh seed always looks recent. */
  today: Date;
}

const startOfToday = () => new Date(new Date().toISOString().slice(0, 10));

export const DEFAULT_SEED_OPTIONS: Omit<SeedOptions, 'today'> = {
  users: 64,
  bonuses: 360,
  items: 240,
  seed: 20261122,
};

/** A believable set of companies, the same for the same options. */
export function generateDatabase(options: Partial<SeedOptions> = {}): Database {
  const {
    users: userCount,
    bonuses: bonusCount,
    items: itemCount,
    seed,
    today,
  } = { ...DEFAULT_SEED_OPTIONS, today: startOfToday(), ...options };
  const random = seededRandom(seed);
  const companies = generateCompanies(today);
  const users = generateUsers(companies, userCount, random, today);
  addCelebrationDates(users, today);
  const values: CompanyValue[] = companies
    .flatMap((company) => COMPANY_VALUES.map((value) => ({ ...value, company_id: company.id })))
    .map((value, index) => ({ ...value, id: index + 1 }));
  const bonuses = withTradedPoints(generateBonuses(users, values, bonusCount, random, today), users, today);
  // The controller is in her company's groups, though added after everyone else's rows are drawn.
  const people = withFinanceGlobalAdmin(users);
  const groups = generateGroups(people);
  // Its own stream, so the size of the catalogue never changes the people or their recognitions.
  const catalog = generateCatalog(itemCount, seededRandom(seed + 1));
  return {
    meta: { schema_version: DATABASE_SCHEMA_VERSION },
    companies,
    users: people,
    groups,
    values,
    bonuses,
    ...generateReactionsAndComments(bonuses, users, random),
    report_files: [],
    idempotency_keys: [],
    catalog_items: catalog,
    company_item_settings: generateCompanyItemSettings(catalog, users, today),
    redemptions: generateRedemptions(catalog, users, today),
    announcements: generateAnnouncements(users, groups, today),
    notifications: generateNotifications(users, bonuses, today),
    videos: [],
    flash_points_programs: generateFlashPointsPrograms(today),
    incentives: generateIncentives(users, today),
    incentive_claims: [],
    company_budgets: generateCompanyBudgets(companies),
    awards: generateAwards(users, today),
    award_gives: [],
    ...generateNominations(users, today),
    ...generateCelebrations(companies, users, today),
    report_email_subscriptions: [],
    outbox_emails: [],
    audit_events: [],
    reported_posts: [],
    user_imports: [],
    ...generateBilling(companies, users, today),
    chat_connections: generateChatConnections(companies, users, today).map((row, index) => ({ ...row, id: index + 1 })),
    webhooks: [],
    webhook_deliveries: [],
    user_syncs: [],
    bookmarks: [],
    feedback_requests: [],
    feedback_responses: [],
    check_ins: [],
    one_on_ones: [],
    goals: [],
    company_initiatives: [],
    recap_cycles: [],
    performance_recaps: [],
  };
}
