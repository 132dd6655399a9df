import type { AnalyticsConfig } from './app-config';
import { sendEvent, trimTrailingSlash } from './send-event';

export type AnalyticsProperties = Readonly<Record<string, string | number | boolean | null>>;

export interface AnalyticsClient {
  identify(userId: string, traits?: AnalyticsProperties): void;
  track(event: string, properties?: AnalyticsProperties): void;
}

export const ANALYTICS_EVENTS_PATH = '/events';

export const noopAnalyticsClient: AnalyticsClient = {
  identify: () => undefined,
  track: () => undefined,
};

/** Sends identify and track events to the event host; off (no-op) without one. */
export function createAnalyticsClient(config: AnalyticsConfig): AnalyticsClient {
  if (!config.eventHost) return noopAnalyticsClient;
  const url = `${trimTrailingSlash(config.eventHost)}${ANALYTICS_EVENTS_PATH}`;
  let identifiedUserId: string | null = null;
  return {
    identify(userId, traits = {}) {
      identifiedUserId = userId;
      sendEvent(url, { api_key: config.key, type: 'identify', user_id: userId, traits });
    },
    track(event, properties = {}) {
      sendEvent(url, { api_key: config.key, type: 'track', user_id: identifiedUserId, event, properties });
    },
  };
}
