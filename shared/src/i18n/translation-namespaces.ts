/** The namespaces the product's copy is split into (spec §9); each app bundles the English of its own. */
export const TRANSLATION_NAMESPACES = [
  'action_input',
  'admin_dashboard',
  'admin_rewards',
  'awards',
  'announcements',
  'bookmarks',
  'celebrations',
  'common',
  'components',
  'feedback',
  'growth',
  'invite_users',
  'manager_enablement',
  'monarch',
  'navigation',
  'nominations',
  'onboarding',
  'recognition',
  'reports',
  'rewards',
  'vertical_navbar',
] as const;
export type TranslationNamespace = (typeof TRANSLATION_NAMESPACES)[number];

export const FALLBACK_LANGUAGE = 'en';
