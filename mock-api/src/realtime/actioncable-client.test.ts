import { WebSocket } from 'ws';
import { adapters, createConsumer, type Consumer } from '@rails/actioncable';
import { startCableServer, tokenFor } from '../testing/cable-test-server';

// The browser client, run in Node: `ws` stands in for the browser's WebSocket, and its
// connection monitor's visibility listener gets a no-op window (this file's sandbox only).
const browserGlobals = { addEventListener: () => undefined, removeEventListener: () => undefined };

describe('the @rails/actioncable client against the cable server', () => {
  let server: Awaited<ReturnType<typeof startCableServer>>;
  const consumers: Consumer[] = [];
  const savedWebSocket = adapters.WebSocket;

  beforeAll(() => {
    adapters.WebSocket = WebSocket as unknown as typeof adapters.WebSocket;
    Object.assign(globalThis, browserGlobals);
  });
  afterAll(() => {
    adapters.WebSocket = savedWebSocket;
  });
  beforeEach(async () => {
    server = await startCableServer();
  });
  afterEach(async () => {
    for (const consumer of consumers.splice(0)) consumer.disconnect();
    await server.stop();
  });

  function subscribe(url: () => string) {
    const consumer = createConsumer(url);
    consumers.push(consumer);
    const received: unknown[] = [];
    let onConnected!: () => void;
    let onDisconnected!: (willAttemptReconnect: boolean | undefined) => void;
    const connected = new Promise<void>((resolve) => {
      onConnected = resolve;
    });
    const disconnected = new Promise<boolean | undefined>((resolve) => {
      onDisconnected = resolve;
    });
    consumer.subscriptions.create(
      { channel: 'UserDirectChannel' },
      {
        connected: () => onConnected(),
        disconnected: ({ willAttemptReconnect }: { willAttemptReconnect: boolean | undefined }) =>
          onDisconnected(willAttemptReconnect),
        received: (data: unknown) => received.push(data),
      },
    );
    return { received, connected, disconnected };
  }

  it('subscribes with the token from the URL function and receives its user’s broadcasts', async () => {
    const token = await tokenFor(1);
    const urlFunction = jest.fn(() => server.cableUrl(token));
    const { received, connected } = subscribe(urlFunction);
    await connected;
    expect(urlFunction).toHaveBeenCalled();

    server.cable.broadcastToUser(2, 'CsvGenerationComplete', { file_id: 1, file_url: '/uploads/reports/other.csv' });
    server.cable.broadcastToUser(1, 'CsvGenerationComplete', { file_id: 2, file_url: '/uploads/reports/mine.csv' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([
      { event: 'CsvGenerationComplete', data: { file_id: 2, file_url: '/uploads/reports/mine.csv' } },
    ]);
  });

  it('gives up without retrying when the server refuses the token', async () => {
    const urlFunction = jest.fn(() => server.cableUrl('expired'));
    const { disconnected } = subscribe(urlFunction);
    expect(await disconnected).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(urlFunction).toHaveBeenCalledTimes(1);
  });
});
