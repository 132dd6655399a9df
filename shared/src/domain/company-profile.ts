import type { Tier } from './tiers';

export const COMPANY_STATUSES = ['in_trial', 'active', 'non_renewing'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export interface CompanyProfile {
  id: number;
  name: string;
  logo_url: string | null;
  locale: string;
  status: CompanyStatus;
  /** ISO date (yyyy-mm-dd), set while the company is in trial. */
  trial_end_date: string | null;
  product_tier: Tier;
  monarch_cohort: string | null;
  is_superadmin_initialized: boolean;
  user_management_integration_url: string | null;
  hide_competitive_features: boolean;
  limited_release_mode: boolean;
  disable_video_uploads: boolean;
  disable_video_recordings: boolean;
  /**
   * `names`: what the company calls its points (company settings' budget names); missing reads as points.
   * `currency`: set when the format is 'currency', so balances are shown as money.
   */
  budget: { format: 'points' | 'currency'; names?: { singular: string; plural: string }; currency?: BudgetCurrency };
  /** The company's time zone (company settings), for whoever has none of their own; missing reads as UTC. */
  time_zone?: string;
  /** Check-ins are mandatory for everyone from `effective_date` (yyyy-mm-dd) when set. */
  check_in_settings?: { mandatory: boolean; effective_date: string | null };
}

/** The company budget's currency: an amount of points is worth `points / rate` of `code` (ISO 4217). */
export interface BudgetCurrency {
  code: string;
  rate: number;
}
