import { createConsumer } from '@rails/actioncable';
import {
  CABLE_PATH,
  CABLE_TOKEN_PARAM,
  USER_DIRECT_CHANNEL,
  isServerPushMessage,
  type ServerPushMessage,
} from '../contract/server-events';
import { emitServerEvent } from '../contract/laurel-events';

export interface RealtimeOptions {
  /** Read on every (re)connect, so a reconnect carries the freshest token. */
  getToken: () => string | null;
  /** Defaults to `/cable` on the page's origin, `wss:` on an `https:` page. */
  cableUrl?: string;
  onEvent?: (message: ServerPushMessage) => void;
  /** Fetches a fresh token once after the server refused the current one (tokens expire). */
  refreshToken?: () => Promise<unknown>;
}

export function defaultCableUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${CABLE_PATH}`;
}

export function cableUrlWithToken(cableUrl: string, token: string | null): string {
  const separator = cableUrl.includes('?') ? '&' : '?';
  return `${cableUrl}${separator}${CABLE_TOKEN_PARAM}=${encodeURIComponent(token ?? '')}`;
}

/**
 * Subscribes the signed-in user to the UserDirectChannel and re-broadcasts each message on
 * `window` as `server:<event>` with the data as `detail`. Returns the function that disconnects.
 */
export function connectRealtime({ getToken, cableUrl, onEvent, refreshToken }: RealtimeOptions): () => void {
  let stopped = false;
  let tokenInUse: string | null = null;
  let refreshedSinceConnect = false;

  const consumer = createConsumer(() => {
    tokenInUse = getToken();
    return cableUrlWithToken(cableUrl ?? defaultCableUrl(), tokenInUse);
  });

  const retryWithFreshToken = () => {
    if (!refreshToken || refreshedSinceConnect) return;
    refreshedSinceConnect = true;
    const refused = tokenInUse;
    refreshToken().then(
      () => {
        if (!stopped && getToken() !== refused) consumer.connect();
      },
      // No fresh token means no session: the HTTP clients already send the browser to sign in.
      () => undefined,
    );
  };

  consumer.subscriptions.create(
    { channel: USER_DIRECT_CHANNEL },
    {
      connected() {
        refreshedSinceConnect = false;
      },
      disconnected({ willAttemptReconnect }: { willAttemptReconnect: boolean | undefined }) {
        // The client gives up only when the server refused it (`reconnect: false`) or we disconnected.
        if (!stopped && !willAttemptReconnect) retryWithFreshToken();
      },
      received(message: unknown) {
        if (!isServerPushMessage(message)) return;
        onEvent?.(message);
        emitServerEvent(message.event, message.data);
      },
    },
  );

  return () => {
    stopped = true;
    consumer.disconnect();
  };
}
