import * as z from 'zod/mini';
import { HASHTAGGING_MODES } from '../recognition/recognition-rules';
import { BONUS_PRIVACIES } from '../recognition/bonus-contract';
import type { ApiErrorId } from '../contract/api-errors';

/** The languages the product is offered in; a company's people start in its locale. */
export const COMPANY_LOCALES = ['en', 'en-GB', 'fr', 'de', 'es', 'pt-BR', 'ja'] as const;
export const BUDGET_FORMATS = ['points', 'currency'] as const;

export const COMPANY_NAME_MAX_LENGTH = 100;
export const COMPANY_VALUES_MAX = 20;
export const VALUE_HASHTAG_MAX_LENGTH = 40;
export const VALUE_DESCRIPTION_MAX_LENGTH = 200;
export const BUDGET_NAME_MAX_LENGTH = 30;

/** `POST /admin/company/logo`: one JPEG or PNG in the multipart field `logo`, at most 2 MB, known by its bytes. */
export const COMPANY_LOGO_FIELD = 'logo';
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const COMPANY_LOGO_MAX_MEGABYTES = 2;

/** A company value's hashtag, as the composer's hashtag token reads it (recognition §5): no `#`, no spaces. */
const HASHTAG = /^[\p{L}\p{N}.'-]+$/u;

/** True when the runtime knows the IANA zone. */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const error = (id: ApiErrorId) => ({ error: id });
const text = (max: number, required: ApiErrorId, tooLong: ApiErrorId) =>
  z.string().check(z.trim(), z.minLength(1, error(required)), z.maxLength(max, error(tooLong)));

export const companyValueSchema = z.object({
  hashtag: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, error('company_value_hashtag_required')),
      z.maxLength(VALUE_HASHTAG_MAX_LENGTH, error('company_value_hashtag_invalid')),
      z.regex(HASHTAG, error('company_value_hashtag_invalid')),
    ),
  description: z
    .string()
    .check(z.trim(), z.maxLength(VALUE_DESCRIPTION_MAX_LENGTH, error('company_value_description_too_long'))),
});
export type CompanyValueInput = z.infer<typeof companyValueSchema>;

const distinctHashtags = (values: readonly CompanyValueInput[]) =>
  new Set(values.map((value) => value.hashtag.toLowerCase())).size === values.length;

/**
 * `PATCH /admin/company` and the company settings form: every setting at once. Each refusal's message is an
 * API error id, so the form and the server say the same at the same field.
 */
export const companySettingsSchema = z.strictObject({
  name: text(COMPANY_NAME_MAX_LENGTH, 'company_name_required', 'company_name_too_long'),
  locale: z.enum(COMPANY_LOCALES, error('company_locale_invalid')),
  timeZone: z.string().check(z.refine(isTimeZone, error('company_time_zone_invalid'))),
  values: z
    .array(companyValueSchema)
    .check(
      z.maxLength(COMPANY_VALUES_MAX, error('company_values_too_many')),
      z.refine(distinctHashtags, error('company_value_duplicate')),
    ),
  hashtaggingMode: z.enum(HASHTAGGING_MODES, error('bad_request')),
  zeroPointBonuses: z.boolean(),
  bonusPrivacy: z.boolean(),
  defaultPrivacy: z.enum(BONUS_PRIVACIES, error('bad_request')),
  disableGifs: z.boolean(),
  disableImageUploads: z.boolean(),
  disableVideoUploads: z.boolean(),
  disableVideoRecordings: z.boolean(),
  budgetSingular: text(BUDGET_NAME_MAX_LENGTH, 'budget_name_required', 'budget_name_too_long'),
  budgetPlural: text(BUDGET_NAME_MAX_LENGTH, 'budget_name_required', 'budget_name_too_long'),
  budgetFormat: z.enum(BUDGET_FORMATS, error('bad_request')),
});
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettingsUpdate = z.infer<typeof companySettingsSchema>;

/** `GET /admin/company` (and the answer of its PATCH): the settings and the logo, camel case as admin calls are. */
export interface CompanySettings extends CompanySettingsUpdate {
  logoUrl: string | null;
}

/** A company that asks for values but has none cannot be recognised at all (recognition §5). */
export const valuesRequiredError = (settings: Pick<CompanySettingsUpdate, 'hashtaggingMode' | 'values'>) =>
  settings.hashtaggingMode === 'at_least_one_company_hashtag' && settings.values.length === 0
    ? ('company_values_required' as const)
    : null;

/** Each field a refusal belongs to: the form shows the server's ids where it shows its own. */
export const COMPANY_SETTINGS_FIELD_OF_ERROR: Partial<Record<ApiErrorId, keyof CompanySettingsUpdate>> = {
  company_name_required: 'name',
  company_name_too_long: 'name',
  company_locale_invalid: 'locale',
  company_time_zone_invalid: 'timeZone',
  company_values_too_many: 'values',
  company_value_duplicate: 'values',
  company_value_hashtag_required: 'values',
  company_value_hashtag_invalid: 'values',
  company_value_description_too_long: 'values',
  company_values_required: 'values',
  budget_name_required: 'budgetSingular',
  budget_name_too_long: 'budgetSingular',
};
