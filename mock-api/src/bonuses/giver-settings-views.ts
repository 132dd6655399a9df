import { hasPermission, type GiverBudget, type RecognitionSettings } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { RequestSubject } from '../authz/subject';
import { defaultPrivacyOf, givingRulesOf } from '../company-settings/company-admin-settings';
import { budgetCurrencyOf } from '../company-defaults/budget-currency';

/** `GET /companies/show`: the company settings the composer needs (recognition spec §3). */
export function recognitionSettingsView(store: Store, { company }: RequestSubject): RecognitionSettings {
  const { settings } = company;
  const currency = budgetCurrencyOf(store, company);
  const values = store.all('values').filter((value) => value.company_id === company.id);
  return {
    core_values: values.map(({ hashtag, description }) => ({ hashtag, description })),
    company_hashtags: values.map((value) => value.hashtag),
    hashtagging_mode: settings.hashtagging_mode,
    zero_point_bonuses: settings.zero_point_bonuses,
    bonus_privacy: settings.bonus_privacy ? 'true' : 'false',
    default_privacy: defaultPrivacyOf(company),
    suggested_give_amounts: settings.suggested_give_amounts,
    example_reason: settings.example_reason,
    disable_image_uploads: settings.disable_image_uploads,
    disable_video_uploads: company.disable_video_uploads,
    disable_video_recordings: company.disable_video_recordings,
    disable_gifs: settings.disable_gifs,
    budget: { ...settings.budget_names, ...(currency && { currency }) },
    giving_rules: givingRulesOf(company),
    chat_integrations: settings.chat_integrations,
  };
}

/**
 * `GET /users/show`: what the signed-in giver has to give (recognition spec §3 user fields); flash points
 * only as many as they may give now.
 */
export function giverBudgetView(subject: RequestSubject, flashPoints: number): GiverBudget {
  const { user } = subject;
  return {
    id: user.id,
    giving_balance: user.giving_balance,
    flash_points_balance: flashPoints,
    earning_balance: user.earning_balance,
    monthly_allowance: user.monthly_allowance,
    can_give_non_zero: hasPermission(subject, 'can-give-recognition'),
  };
}
