import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on a free localhost port that answers `status` and keeps what it was sent. */
export async function startReceiver(status = 200) {
  const received: ReceivedHook[] = [];
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end();
      waiting.splice(0).forEach((resolve) => resolve());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/laurel`,
    received,
    /** Resolves once `count` deliveries arrived. */
    until: async (count: number) => {
      while (received.length < count) await new Promise<void>((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
