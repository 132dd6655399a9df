import type { Tier } from '@laurel/shared/contract';
import type { Company, CompanyRecognitionSettings } from '../db/types';
import { EXAMPLE_REASON } from './names';

export const MAIN_COMPANY_ID = 1;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const DEFAULT_RECOGNITION_SETTINGS: CompanyRecognitionSettings = {
  zero_point_bonuses: false,
  hashtagging_mode: 'at_least_one_company_hashtag',
  bonus_privacy: true,
  suggested_give_amounts: [5, 10, 25, 50],
  example_reason: EXAMPLE_REASON,
  disable_image_uploads: false,
  disable_gifs: false,
  budget_names: { singular: 'point', plural: 'points' },
  chat_integrations: { has_slack_integration: true, has_ms_teams_integration: false },
};

type CompanyOverrides = Partial<Omit<Company, 'settings'>> & { settings?: Partial<CompanyRecognitionSettings> };

function company(id: number, name: string, tier: Tier, { settings, ...overrides }: CompanyOverrides = {}): Company {
  return {
    id,
    name,
    logo_url: null,
    locale: 'en',
    status: 'active',
    trial_end_date: null,
    product_tier: tier,
    monarch_cohort: null,
    is_superadmin_initialized: true,
    user_management_integration_url: null,
    hide_competitive_features: false,
    limited_release_mode: false,
    disable_video_uploads: false,
    disable_video_recordings: false,
    budget: { format: 'points' },
    feature_flags: [],
    is_demo: false,
    ...overrides,
    // A copy each: admins change these objects in place, and one company's change must not reach another.
    settings: structuredClone({ ...DEFAULT_RECOGNITION_SETTINGS, ...settings }),
  };
}

/** The main company (Achieve) and one small company per other tier, for the tier personas. */
export function generateCompanies(today: Date): Company[] {
  return [
    company(MAIN_COMPANY_ID, 'Northwind Collective', 'tier_three', {
      // Check-ins (recognition §6 CanAccessCheckIn) for everyone whose manager sets a cadence.
      feature_flags: ['one-on-ones', 'seasonal-themes', 'check-ins'],
    }),
    company(2, 'Free Range Studio', 'free', {
      is_superadmin_initialized: false,
      settings: {
        zero_point_bonuses: true,
        hashtagging_mode: 'none',
        bonus_privacy: false,
        suggested_give_amounts: [5, 10],
        example_reason: 'Thanks @jordan for covering the front desk today :tada:',
      },
    }),
    company(3, 'Appreciate Trial Co', 'tier_one', {
      status: 'in_trial',
      trial_end_date: isoDate(new Date(today.getTime() + 14 * DAY_MS)),
      is_superadmin_initialized: false,
    }),
    // Any hashtag will do here, and GIFs and image uploads are off: the composer's other modes.
    company(4, 'Connect Logistics', 'tier_two', {
      hide_competitive_features: true,
      settings: { hashtagging_mode: 'at_least_one_hashtag', disable_gifs: true, disable_image_uploads: true },
    }),
    company(5, 'Achieve Labs', 'tier_three', {
      limited_release_mode: true,
      feature_flags: ['achieve-limited-release'],
    }),
    company(6, 'Engage Demo Inc', 'tier_alpha', { is_demo: true }),
  ];
}
