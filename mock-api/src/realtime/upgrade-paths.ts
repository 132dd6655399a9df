import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';

const pathnameOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://upgrade.invalid').pathname;

/**
 * Hands the server's websocket upgrades at `path` to `sockets` (made with `noServer`). Several socket
 * servers share one HTTP server this way; each given the server itself would refuse the others' paths.
 * Returns the function that stops listening.
 */
export function acceptUpgradesAt(server: Server, path: string, sockets: WebSocketServer): () => void {
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathnameOf(request) !== path) return;
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request));
  };
  server.on('upgrade', upgrade);
  return () => server.off('upgrade', upgrade);
}

/** An upgrade to any other path is answered 400 and closed, not left hanging. */
export function refuseOtherUpgrades(server: Server, paths: readonly string[]): void {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (paths.includes(pathnameOf(request))) return;
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
}
