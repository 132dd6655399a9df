import {
  COMPANY_LOCALES,
  DEFAULT_GIVING_RULES,
  DEFAULT_PROGRAM_SETTINGS,
  type BonusPrivacy,
  type CompanySettings,
  type CompanySettingsUpdate,
  type GivingRules,
  type ProgramSettingsUpdate,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company } from '../db/types';

/**
 * What the admin settings pages add to a company. Each is optional: a db file written before them, and
 * every seeded company, reads as the defaults.
 */
export interface CompanyAdminFields {
  time_zone?: string;
  /** A recognition's privacy when givers may not choose one. */
  default_privacy?: BonusPrivacy;
  program_settings?: ProgramSettingsUpdate;
  giving_rules?: GivingRules;
  /** The allowance period (`allowancePeriodOf`) whose refill has been given. */
  allowance_period?: string;
}

export type SettingsCompany = Company & CompanyAdminFields;

const isCompanyLocale = (locale: string): locale is (typeof COMPANY_LOCALES)[number] =>
  (COMPANY_LOCALES as readonly string[]).includes(locale);

const adminFieldsOf = (company: Company) => company as SettingsCompany;

export const companyTimeZoneOf = (company: Company) => adminFieldsOf(company).time_zone ?? 'UTC';
export const defaultPrivacyOf = (company: Company): BonusPrivacy =>
  adminFieldsOf(company).default_privacy ?? 'publicly_visible';
export const programSettingsOf = (company: Company): ProgramSettingsUpdate =>
  adminFieldsOf(company).program_settings ?? DEFAULT_PROGRAM_SETTINGS;
export const givingRulesOf = (company: Company): GivingRules =>
  adminFieldsOf(company).giving_rules ?? DEFAULT_GIVING_RULES;

const companyValuesOf = (store: Store, companyId: number) =>
  store.all('values').filter((value) => value.company_id === companyId);

/** `GET /admin/company`: every setting the form edits, as stored. */
export function companySettingsView(store: Store, company: Company): CompanySettings {
  const { settings } = company;
  return {
    name: company.name,
    logoUrl: company.logo_url,
    // A locale stored before the list existed is shown as English; saving stores one of the list.
    locale: isCompanyLocale(company.locale) ? company.locale : 'en',
    timeZone: companyTimeZoneOf(company),
    values: companyValuesOf(store, company.id).map(({ hashtag, description }) => ({ hashtag, description })),
    hashtaggingMode: settings.hashtagging_mode,
    zeroPointBonuses: settings.zero_point_bonuses,
    bonusPrivacy: settings.bonus_privacy,
    defaultPrivacy: defaultPrivacyOf(company),
    disableGifs: settings.disable_gifs,
    disableImageUploads: settings.disable_image_uploads,
    disableVideoUploads: company.disable_video_uploads,
    disableVideoRecordings: company.disable_video_recordings,
    budgetSingular: settings.budget_names.singular,
    budgetPlural: settings.budget_names.plural,
    budgetFormat: company.budget.format,
  };
}

/**
 * The company's values become `values`, in that order: a value whose hashtag stays (in any case) keeps its
 * row and id, the others are removed, the new ones added.
 */
function replaceValues(store: Store, companyId: number, values: CompanySettingsUpdate['values']) {
  const rows = store.all('values');
  const kept = new Map(companyValuesOf(store, companyId).map((row) => [row.hashtag.toLowerCase(), row]));
  const next = values.map(({ hashtag, description }) => {
    const row = kept.get(hashtag.toLowerCase()) ?? {
      id: store.nextId('values'),
      company_id: companyId,
      hashtag,
      description,
    };
    return { ...row, hashtag, description };
  });
  // In place: json-server holds this array; other companies' rows keep their places.
  const others = rows.filter((row) => row.company_id !== companyId);
  rows.splice(0, rows.length, ...others, ...next);
}

/** Writes a checked update over the company (the caller persists). */
export function applyCompanySettings(store: Store, company: Company, update: CompanySettingsUpdate): void {
  const target = adminFieldsOf(company);
  target.name = update.name;
  target.locale = update.locale;
  target.time_zone = update.timeZone;
  target.default_privacy = update.defaultPrivacy;
  target.disable_video_uploads = update.disableVideoUploads;
  target.disable_video_recordings = update.disableVideoRecordings;
  target.budget = { ...target.budget, format: update.budgetFormat };
  target.settings = {
    ...target.settings,
    hashtagging_mode: update.hashtaggingMode,
    zero_point_bonuses: update.zeroPointBonuses,
    bonus_privacy: update.bonusPrivacy,
    disable_gifs: update.disableGifs,
    disable_image_uploads: update.disableImageUploads,
    budget_names: { singular: update.budgetSingular, plural: update.budgetPlural },
  };
  replaceValues(store, company.id, update.values);
}
