import { setTranslationsOrigin } from '../i18n/translations-origin';
import { readTokenClaims } from '../session/jwt-claims';
import { createAnalyticsClient, type AnalyticsClient } from './analytics-client';
import { createAppConfig, type AppConfig } from './app-config';
import type { ConfigValues } from './config-values';
import type { Environment } from './environment';
import { createExperimentClient, type ExperimentClient, type FetchVariants } from './experiment-client';
import { createMonitoringClient, type MonitoringClient } from './monitoring-client';
import { createSupportChat, type SupportChat } from './support-chat';

/** Spec §4: not initialized, then initialized with analytics and experiment configuration, then identified. */
export type BootstrapState = 'not-initialized' | 'initialized' | 'identified';

export interface AppServices {
  config: AppConfig;
  analytics: AnalyticsClient;
  experiment: ExperimentClient;
  monitoring: MonitoringClient;
  supportChat: SupportChat;
}

export interface BootstrapOptions {
  env: Environment;
  values: ConfigValues;
  /** The session token; the shell passes `sessionTokens.getToken`. */
  getToken: () => Promise<string>;
  /** For the feature host; defaults to the browser's fetch. */
  fetchImpl?: FetchVariants;
}

/** The user id an analytics or experiment service knows the user by, or undefined for an unreadable token. */
export function userIdFromToken(token: string): string | undefined {
  const userId = readTokenClaims(token)?.user_id;
  return userId === undefined ? undefined : String(userId);
}

/** What the page knows of its bootstrap; a new object on every change, for `useSyncExternalStore`. */
export interface BootstrapSnapshot {
  state: BootstrapState;
  services: AppServices | undefined;
  /** A run has ended, identified or not (no token, a failure): nothing more is coming until a retry. */
  settled: boolean;
}

export interface AppBootstrap {
  state(): BootstrapState;
  services(): AppServices | undefined;
  snapshot(): BootstrapSnapshot;
  subscribe(listener: () => void): () => void;
  /** Runs once; later calls share the first run. A failed run may be started again. */
  start(options: BootstrapOptions): Promise<AppServices>;
}

export function createAppBootstrap(): AppBootstrap {
  let snapshot: BootstrapSnapshot = { state: 'not-initialized', services: undefined, settled: false };
  let running: Promise<AppServices> | undefined;
  const listeners = new Set<() => void>();
  const update = (change: Partial<BootstrapSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    listeners.forEach((listener) => listener());
  };

  async function initializeAndIdentify({ env, values, getToken, fetchImpl }: BootstrapOptions): Promise<AppServices> {
    const config = createAppConfig(env, values);
    setTranslationsOrigin(config.translationsOrigin);
    const initialized: AppServices = {
      config,
      analytics: createAnalyticsClient(config.analytics),
      experiment: createExperimentClient(config.experiment, fetchImpl),
      monitoring: createMonitoringClient(config.monitoring),
      supportChat: createSupportChat(config.supportChat),
    };
    update({ state: 'initialized', services: initialized, settled: false });

    const token = await getToken();
    const userId = userIdFromToken(token);
    if (userId === undefined) {
      update({ settled: true });
      return initialized;
    }
    const companyId = readTokenClaims(token)?.company_id;
    initialized.analytics.identify(userId, companyId === undefined ? {} : { company_id: companyId });
    await initialized.experiment.fetchVariants(userId);
    update({ state: 'identified', settled: true });
    return initialized;
  }

  return {
    state: () => snapshot.state,
    services: () => snapshot.services,
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(options) {
      running ??= initializeAndIdentify(options).catch((error: unknown) => {
        running = undefined;
        update({ settled: true });
        throw error;
      });
      return running;
    },
  };
}

// One bootstrap per page: shared is a federation singleton, so the shell and every remote see the same one.
const pageBootstrap = createAppBootstrap();

export const bootstrapApp = (options: BootstrapOptions): Promise<AppServices> => pageBootstrap.start(options);
export const bootstrapState = (): BootstrapState => pageBootstrap.state();
export const bootstrappedServices = (): AppServices | undefined => pageBootstrap.services();
export const bootstrapSnapshot = (): BootstrapSnapshot => pageBootstrap.snapshot();
export const subscribeToBootstrap = (listener: () => void): (() => void) => pageBootstrap.subscribe(listener);
