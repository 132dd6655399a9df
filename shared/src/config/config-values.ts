import { DEFAULT_TRANSLATIONS_ORIGIN } from '../i18n/translations-origin';
import type { Environment } from './environment';

export const CONFIG_KEYS = [
  'analyticsEventHost',
  'analyticsKey',
  'experimentFeatureHost',
  'experimentApiKey',
  'monitoringHost',
  'supportChatAppId',
  'translationsOrigin',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

/** The runtime configuration object as read (for example parsed JSON): anything but a string counts as missing. */
export type ConfigValues = Readonly<Record<string, unknown>>;

/** Spec §5: every key is required unless empty is allowed, and the support-chat settings may be empty. */
export const EMPTY_ALLOWED_CONFIG_KEYS: readonly ConfigKey[] = ['supportChatAppId'];

/** Development switches analytics, experiments, monitoring and support chat off unless a value is given. */
export const DEVELOPMENT_CONFIG_VALUES: Readonly<Record<ConfigKey, string>> = {
  analyticsEventHost: '',
  analyticsKey: '',
  experimentFeatureHost: '',
  experimentApiKey: '',
  monitoringHost: '',
  supportChatAppId: '',
  translationsOrigin: DEFAULT_TRANSLATIONS_ORIGIN,
};

export function isEmptyAllowed(env: Environment, key: ConfigKey): boolean {
  if (EMPTY_ALLOWED_CONFIG_KEYS.includes(key)) return true;
  return env === 'development' && key !== 'translationsOrigin';
}

export interface RequireConfigOptions {
  allowEmpty?: boolean;
}

/** The value of `key`; a missing key, or an empty one where empty is not allowed, is a configuration error. */
export function requireConfig(values: ConfigValues, key: ConfigKey, options: RequireConfigOptions = {}): string {
  const allowEmpty = options.allowEmpty ?? EMPTY_ALLOWED_CONFIG_KEYS.includes(key);
  const value = Object.hasOwn(values, key) ? values[key] : undefined;
  if (typeof value !== 'string' || (value === '' && !allowEmpty)) throw new Error(`Config key "${key}" not found`);
  return value;
}

/** Development defaults under the given values; a key given as undefined keeps its default. */
export function withEnvironmentDefaults(env: Environment, values: ConfigValues): ConfigValues {
  if (env !== 'development') return values;
  const given = Object.entries(values).filter(([, value]) => value !== undefined);
  return { ...DEVELOPMENT_CONFIG_VALUES, ...Object.fromEntries(given) };
}
