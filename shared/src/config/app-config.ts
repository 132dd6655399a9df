import type { Environment } from './environment';
import {
  isEmptyAllowed,
  requireConfig,
  withEnvironmentDefaults,
  type ConfigKey,
  type ConfigValues,
} from './config-values';
import { INTERNAL_EMAIL_DOMAIN, monitoringSampling, type MonitoringSampling } from './sampling';

export const NO_EXPERIMENT_API_KEY_MESSAGE = 'No experiment API key provided';

/** An empty host switches the service off. */
export interface AnalyticsConfig {
  eventHost: string;
  key: string;
  /** Replay is sampled per person by `replaySampling`; never in development. Addresses at the internal domain are never replayed. */
  sessionReplay: { enabled: boolean; internalEmailDomain: string };
}

export interface ExperimentConfig {
  featureHost: string;
  apiKey: string;
}

export interface MonitoringConfig extends MonitoringSampling {
  host: string;
}

export interface SupportChatConfig {
  appId: string;
}

export interface AppConfig {
  env: Environment;
  analytics: AnalyticsConfig;
  experiment: ExperimentConfig;
  monitoring: MonitoringConfig;
  supportChat: SupportChatConfig;
  translationsOrigin: string;
}

/** An optional value (not a configuration key): the product's own e-mail domain, by default Laurel's. */
const internalEmailDomainOf = (values: ConfigValues): string => {
  const domain = values.internalEmailDomain;
  return typeof domain === 'string' && domain.trim() !== '' ? domain.trim() : INTERNAL_EMAIL_DOMAIN;
};

function requireExperimentApiKey(values: ConfigValues): string {
  const apiKey = values.experimentApiKey;
  if (typeof apiKey !== 'string' || apiKey === '') throw new Error(NO_EXPERIMENT_API_KEY_MESSAGE);
  return apiKey;
}

/** The app's configuration for `env`; throws the spec §8 configuration errors. */
export function createAppConfig(env: Environment, values: ConfigValues): AppConfig {
  const merged = withEnvironmentDefaults(env, values);
  const read = (key: ConfigKey) => requireConfig(merged, key, { allowEmpty: isEmptyAllowed(env, key) });
  const eventHost = read('analyticsEventHost');
  const featureHost = read('experimentFeatureHost');
  return {
    env,
    analytics: {
      eventHost,
      key: eventHost ? requireConfig(merged, 'analyticsKey') : '',
      sessionReplay: { enabled: env !== 'development', internalEmailDomain: internalEmailDomainOf(merged) },
    },
    experiment: { featureHost, apiKey: featureHost ? requireExperimentApiKey(merged) : '' },
    monitoring: { host: read('monitoringHost'), ...monitoringSampling(env) },
    supportChat: { appId: read('supportChatAppId') },
    translationsOrigin: read('translationsOrigin'),
  };
}
