import { USER_FLAGS, type BudgetCurrency, type CompanyProfile, type UserProfile } from '@laurel/shared/contract';
import type { Company, User } from '../db/types';

const pickFlags = (user: User) => Object.fromEntries(USER_FLAGS.map((flag) => [flag, user[flag]]));

/** The profile view of §3: exactly the user profile fields, nothing internal. */
export function userProfileView(user: User): UserProfile {
  return {
    ...(pickFlags(user) as Pick<UserProfile, (typeof USER_FLAGS)[number]>),
    id: user.id,
    email: user.email,
    display_name: user.display_name,
    slug: user.slug,
    profile_pic_url: user.profile_pic_url,
    user_mode: user.user_mode,
    locale: user.locale,
    created_at: user.created_at,
    custom_properties: user.custom_properties,
    can_give: user.can_give,
    show_analytics: user.show_analytics,
    pending_awards_count: user.pending_awards_count,
    unresolved_bonus_reports_count: user.unresolved_bonus_reports_count,
    giving_balance: user.giving_balance,
    ...(user.manager_check_in_settings && { manager_check_in_settings: user.manager_check_in_settings }),
    ...(user.recognition_preferences && { recognition_preferences: user.recognition_preferences }),
    ...(user.notification_preferences && { notification_preferences: user.notification_preferences }),
    ...(user.time_zone && { time_zone: user.time_zone }),
    ...(user.theme_preference && { theme_preference: user.theme_preference }),
  };
}

/** `currency`: the budget's, when the company shows its balances as money (`budgetCurrencyOf`). */
export function companyProfileView(company: Company, currency?: BudgetCurrency): CompanyProfile {
  const { feature_flags: _flags, is_demo: _demo, settings, ...profile } = company;
  return { ...profile, budget: { ...company.budget, names: settings.budget_names, ...(currency && { currency }) } };
}
