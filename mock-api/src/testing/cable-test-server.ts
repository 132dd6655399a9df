import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { attachCable, type CableOptions } from '../realtime/cable-server';
import { CABLE_SUBPROTOCOL } from '../realtime/cable-protocol';
import { signAccessToken } from '../session/tokens';
import { TEST_SECRET } from './test-api';

export const FAST_PING_INTERVAL_MS = 50;

/** A cable server on an ephemeral port, pinging fast so tests need not wait 3 s. */
export async function startCableServer(options: Partial<CableOptions> = {}) {
  const server = http.createServer();
  const cable = attachCable(server, { secret: TEST_SECRET, pingIntervalMs: FAST_PING_INTERVAL_MS, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stop = async () => {
    await cable.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { cable, stop, cableUrl: (token: string) => `ws://127.0.0.1:${port}/cable?token=${token}` };
}

export const tokenFor = (userId: number) => signAccessToken({ user_id: userId, company_id: 1 }, TEST_SECRET);

export type CableFrame = Record<string, unknown>;

/** A raw `ws` client that keeps every frame it received and can wait for the next one that matches. */
export function openRawClient(url: string) {
  const socket = new WebSocket(url, [CABLE_SUBPROTOCOL, 'actioncable-unsupported']);
  const frames: CableFrame[] = [];
  const waiters: { matches: (frame: CableFrame) => boolean; resolve: (frame: CableFrame) => void }[] = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as CableFrame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (!waiter.matches(frame)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  const opened = new Promise((resolve) => socket.once('open', resolve));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return {
    socket,
    frames,
    closed,
    /** The first frame, received already or later, that matches. */
    waitFor: (matches: (frame: CableFrame) => boolean) =>
      new Promise<CableFrame>((resolve) => {
        const seen = frames.find(matches);
        if (seen) resolve(seen);
        else waiters.push({ matches, resolve });
      }),
    /** The next frame to arrive that matches. */
    nextFrame: (matches: (frame: CableFrame) => boolean) =>
      new Promise<CableFrame>((resolve) => waiters.push({ matches, resolve })),
    /** Sends once open, before the welcome, as a hurried client would. */
    send: (command: object) => void opened.then(() => socket.send(JSON.stringify(command))),
  };
}
