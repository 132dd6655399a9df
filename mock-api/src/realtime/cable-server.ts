import type { IncomingMessage, Server } from 'node:http';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { CABLE_PATH, CABLE_TOKEN_PARAM, USER_DIRECT_CHANNEL } from '@laurel/shared/contract';
import { verifyAccessToken } from '../session/tokens';
import type { Realtime } from './realtime';
import { acceptUpgradesAt } from './upgrade-paths';
import {
  CABLE_PING_INTERVAL_MS,
  CABLE_SUBPROTOCOL,
  UNAUTHORIZED_MESSAGE,
  channelOf,
  parseCommand,
  pingMessage,
  type CableCommand,
  type CableServerMessage,
} from './cable-protocol';

export type { Realtime } from './realtime';

export interface CableOptions {
  secret: Uint8Array;
  pingIntervalMs?: number;
  /** A valid token is not enough: a deactivated user hears nothing, even on a socket opened before. */
  isActiveUser?: (userId: number) => boolean;
}

export interface CableServer extends Realtime {
  /** Stops pinging and drops every socket; the browsers' clients reconnect on their own. */
  close(): Promise<void>;
}

interface CableConnection {
  socket: WebSocket;
  userId: number;
  identifiers: Set<string>;
}

const send = (socket: WebSocket, message: CableServerMessage) => socket.send(JSON.stringify(message));

const tokenOf = (request: IncomingMessage) =>
  new URL(request.url ?? '/', 'http://cable.invalid').searchParams.get(CABLE_TOKEN_PARAM) ?? '';

const selectSubprotocol = (offered: Set<string>) => (offered.has(CABLE_SUBPROTOCOL) ? CABLE_SUBPROTOCOL : false);

/** An Action Cable server on `/cable`: each signed-in browser hears its user's UserDirectChannel. */
export function attachCable(
  server: Server,
  { secret, pingIntervalMs = CABLE_PING_INTERVAL_MS, isActiveUser = () => true }: CableOptions,
): CableServer {
  const sockets = new WebSocketServer({ noServer: true, handleProtocols: selectSubprotocol });
  const stopAccepting = acceptUpgradesAt(server, CABLE_PATH, sockets);
  const connections = new Set<CableConnection>();

  // The client sends no token in a header, so refusing means a message it obeys, never a 401 on upgrade.
  async function open(socket: WebSocket, request: IncomingMessage): Promise<CableConnection | null> {
    const claims = await verifyAccessToken(tokenOf(request), secret);
    if (socket.readyState !== WebSocket.OPEN) return null;
    if (!claims || !isActiveUser(claims.user_id)) {
      send(socket, UNAUTHORIZED_MESSAGE);
      socket.close();
      return null;
    }
    const connection: CableConnection = { socket, userId: claims.user_id, identifiers: new Set() };
    connections.add(connection);
    send(socket, { type: 'welcome' });
    return connection;
  }

  function perform(connection: CableConnection, { command, identifier }: CableCommand) {
    if (command === 'subscribe') {
      const known = channelOf(identifier) === USER_DIRECT_CHANNEL;
      if (known) connection.identifiers.add(identifier);
      send(connection.socket, { type: known ? 'confirm_subscription' : 'reject_subscription', identifier });
    } else if (command === 'unsubscribe') {
      connection.identifiers.delete(identifier);
    }
  }

  sockets.on('connection', (socket, request) => {
    const opened = open(socket, request);
    // Commands wait for the token check, so a subscribe sent right after opening is not lost.
    socket.on('message', (raw: RawData) => {
      void opened.then((connection) => {
        const command = parseCommand(raw.toString());
        if (connection && command) perform(connection, command);
      });
    });
    // A malformed frame from one browser must not take the API down with an unhandled 'error'.
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      void opened.then((connection) => connection && connections.delete(connection));
    });
  });

  const pinger = setInterval(() => {
    const ping = pingMessage();
    for (const { socket } of connections) send(socket, ping);
  }, pingIntervalMs);
  pinger.unref();

  return {
    broadcastToUser(userId, event, data) {
      if (!isActiveUser(userId)) return;
      for (const connection of connections) {
        if (connection.userId !== userId) continue;
        for (const identifier of connection.identifiers) {
          send(connection.socket, { identifier, message: { event, data } });
        }
      }
    },
    close() {
      clearInterval(pinger);
      stopAccepting();
      for (const socket of sockets.clients) socket.terminate();
      return new Promise((resolve) => sockets.close(() => resolve()));
    },
  };
}
