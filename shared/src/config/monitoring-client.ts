import type { MonitoringConfig } from './app-config';
import { sendEvent, trimTrailingSlash } from './send-event';

export interface MonitoringClient {
  captureError(error: unknown): void;
}

export const MONITORING_ERRORS_PATH = '/errors';

export const noopMonitoringClient: MonitoringClient = { captureError: () => undefined };

const describeError = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack ?? null }
    : { name: 'NonError', message: String(error), stack: null };

/**
 * Reports errors to the monitoring host; off without one, and for sessions left out by the session sample.
 * `random` decides this session's samples once, when the client is created.
 */
export function createMonitoringClient(config: MonitoringConfig, random: () => number = Math.random): MonitoringClient {
  if (!config.host || random() >= config.sessionSampleRate) return noopMonitoringClient;
  const url = `${trimTrailingSlash(config.host)}${MONITORING_ERRORS_PATH}`;
  const replaySampled = random() < config.replaySampleRate;
  return {
    captureError(error) {
      sendEvent(url, { ...describeError(error), page: window.location.href, replay_sampled: replaySampled });
    },
  };
}
