import type { Environment } from './environment';
import {
  isEmptyAllowed,
  requireConfig,
  withEnvironmentDefaults,
  type ConfigKey,
  type ConfigValues,
} from './config-values';
import { monitoringSampling, type MonitoringSampling } from './sampling';

export const NO_EXPERIMENT_API_KEY_MESSAGE = 'No experiment API key provided';

/** An empty host switches the service off. */
export interface AnalyticsConfig {
  eventHost: string;
  key: string;
  /** Replay is sampled per user by `sessionReplaySampling`; never in development. */
  sessionReplay: { enabled: boolean };
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
      sessionReplay: { enabled: env !== 'development' },
    },
    experiment: { featureHost, apiKey: featureHost ? requireExperimentApiKey(merged) : '' },
    monitoring: { host: read('monitoringHost'), ...monitoringSampling(env) },
    supportChat: { appId: read('supportChatAppId') },
    translationsOrigin: read('translationsOrigin'),
  };
}
