import type { AnalyticsConfig } from './app-config';
import { sendEvent, trimTrailingSlash } from './send-event';

export type AnalyticsProperties = Readonly<Record<string, string | number | boolean | null>>;

export interface AnalyticsClient {
  identify(userId: string, traits?: AnalyticsProperties): void;
  track(event: string, properties?: AnalyticsProperties): void;
  /** Draws this session into replay at `sampleRate` (0–1); later events say whether it is replayed. */
  startSessionReplay(sampleRate: number, random?: () => number): boolean;
}

export const ANALYTICS_EVENTS_PATH = '/events';

export const noopAnalyticsClient: AnalyticsClient = {
  identify: () => undefined,
  track: () => undefined,
  startSessionReplay: () => false,
};

/** Sends identify and track events to the event host; off (no-op) without one. */
export function createAnalyticsClient(config: AnalyticsConfig): AnalyticsClient {
  if (!config.eventHost) return noopAnalyticsClient;
  const url = `${trimTrailingSlash(config.eventHost)}${ANALYTICS_EVENTS_PATH}`;
  let identifiedUserId: string | null = null;
  let replayed: boolean | undefined;
  const replay = () => (replayed === undefined ? {} : { session_replay: replayed });
  return {
    identify(userId, traits = {}) {
      identifiedUserId = userId;
      sendEvent(url, { api_key: config.key, type: 'identify', user_id: userId, traits, ...replay() });
    },
    track(event, properties = {}) {
      sendEvent(url, {
        api_key: config.key,
        type: 'track',
        user_id: identifiedUserId,
        event,
        properties,
        ...replay(),
      });
    },
    startSessionReplay(sampleRate, random = Math.random) {
      replayed = config.sessionReplay.enabled && sampleRate > 0 && random() < sampleRate;
      return replayed;
    },
  };
}
