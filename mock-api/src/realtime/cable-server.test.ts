import { openRawClient, startCableServer, tokenFor, type CableFrame } from '../testing/cable-test-server';

const USER_DIRECT = JSON.stringify({ channel: 'UserDirectChannel' });

const isType = (type: string) => (frame: CableFrame) => frame.type === type;
const isBroadcast = (frame: CableFrame) => frame.type === undefined && 'message' in frame;

describe('cable server', () => {
  let server: Awaited<ReturnType<typeof startCableServer>>;
  beforeEach(async () => {
    server = await startCableServer();
  });
  afterEach(() => server.stop());

  async function subscribedClient(userId: number) {
    const client = openRawClient(server.cableUrl(await tokenFor(userId)));
    client.send({ command: 'subscribe', identifier: USER_DIRECT });
    await client.waitFor(isType('confirm_subscription'));
    return client;
  }

  it('welcomes a signed-in client, confirms its subscription and pings in unix seconds', async () => {
    const client = openRawClient(server.cableUrl(await tokenFor(1)));
    await client.waitFor(isType('welcome'));
    expect(client.socket.protocol).toBe('actioncable-v1-json');

    client.send({ command: 'subscribe', identifier: USER_DIRECT });
    expect(await client.waitFor(isType('confirm_subscription'))).toEqual({
      type: 'confirm_subscription',
      identifier: USER_DIRECT,
    });

    const ping = await client.nextFrame(isType('ping'));
    expect(Number.isInteger(ping.message)).toBe(true);
    expect(Math.abs(Number(ping.message) - Date.now() / 1000)).toBeLessThan(2);
  });

  it('echoes the identifier string exactly and rejects channels it does not know', async () => {
    const client = openRawClient(server.cableUrl(await tokenFor(1)));
    const spaced = '{ "channel": "UserDirectChannel", "room": 2 }';
    client.send({ command: 'subscribe', identifier: spaced });
    client.send({ command: 'subscribe', identifier: '{"channel":"AdminChannel"}' });
    expect(await client.waitFor(isType('confirm_subscription'))).toEqual({
      type: 'confirm_subscription',
      identifier: spaced,
    });
    expect(await client.waitFor(isType('reject_subscription'))).toEqual({
      type: 'reject_subscription',
      identifier: '{"channel":"AdminChannel"}',
    });
  });

  it("delivers a broadcast to every subscription of that user and no one else's", async () => {
    const [first, second, other] = await Promise.all([1, 1, 2].map(subscribedClient));
    const data = { file_id: 5, file_url: '/uploads/reports/giving-1.csv' };
    server.cable.broadcastToUser(1, 'CsvGenerationComplete', data);

    const expected = { identifier: USER_DIRECT, message: { event: 'CsvGenerationComplete', data } };
    expect(await first!.waitFor(isBroadcast)).toEqual(expected);
    expect(await second!.waitFor(isBroadcast)).toEqual(expected);
    // Frames arrive in order, so a ping sent after the broadcast proves nothing was sent to this user.
    await other!.nextFrame(isType('ping'));
    expect(other!.frames.filter(isBroadcast)).toEqual([]);
  });

  it('stops delivering after unsubscribe', async () => {
    const client = await subscribedClient(3);
    client.send({ command: 'unsubscribe', identifier: USER_DIRECT });
    // Commands are handled in order: the rejection proves the unsubscribe went through.
    client.send({ command: 'subscribe', identifier: '{"channel":"AdminChannel"}' });
    await client.waitFor(isType('reject_subscription'));
    server.cable.broadcastToUser(3, 'CsvGenerationComplete', {});
    await client.nextFrame(isType('ping'));
    expect(client.frames.filter(isBroadcast)).toEqual([]);
  });

  it.each([
    ['a forged token', 'not-a-jwt'],
    ['no token', ''],
  ])('refuses %s with a disconnect the client obeys, then closes', async (_case, token) => {
    const client = openRawClient(server.cableUrl(token));
    await client.closed;
    expect(client.frames).toEqual([{ type: 'disconnect', reason: 'unauthorized', reconnect: false }]);
  });

  it('refuses a valid token of a deactivated user, and stops delivering to one deactivated later', async () => {
    const active = new Set([7, 8]);
    const checked = await startCableServer({ isActiveUser: (userId) => active.has(userId) });
    try {
      const refused = openRawClient(checked.cableUrl(await tokenFor(9)));
      await refused.closed;
      expect(refused.frames).toEqual([{ type: 'disconnect', reason: 'unauthorized', reconnect: false }]);

      const client = openRawClient(checked.cableUrl(await tokenFor(7)));
      client.send({ command: 'subscribe', identifier: USER_DIRECT });
      await client.waitFor(isType('confirm_subscription'));
      active.delete(7);
      checked.cable.broadcastToUser(7, 'CsvGenerationComplete', {});
      await client.nextFrame(isType('ping'));
      expect(client.frames.filter(isBroadcast)).toEqual([]);
    } finally {
      await checked.stop();
    }
  });

  it('drops its sockets when it stops', async () => {
    const client = openRawClient(server.cableUrl(await tokenFor(1)));
    await client.waitFor(isType('welcome'));
    await server.cable.close();
    await client.closed;
  });
});
