import { createConsumer, type Consumer } from '@rails/actioncable';
import { cableUrlWithToken, connectRealtime, defaultCableUrl } from './realtime-client';

jest.mock('@rails/actioncable', () => ({ createConsumer: jest.fn() }));

interface CapturedMixin {
  connected(): void;
  disconnected(arg: { willAttemptReconnect: boolean | undefined }): void;
  received(data: unknown): void;
}

function fakeConsumer() {
  const captured = { url: (): string => '', channel: {} as unknown, mixin: {} as CapturedMixin };
  const consumer = {
    connect: jest.fn(),
    disconnect: jest.fn(),
    subscriptions: {
      create: jest.fn((channel: unknown, mixin: CapturedMixin) => {
        captured.channel = channel;
        captured.mixin = mixin;
        return mixin;
      }),
    },
  };
  jest.mocked(createConsumer).mockImplementation((url) => {
    if (typeof url === 'function') captured.url = url;
    return consumer as unknown as Consumer;
  });
  return { consumer, captured };
}

describe('connectRealtime', () => {
  it('puts the current token in the cable URL each time the client asks for it', () => {
    const { captured } = fakeConsumer();
    let token = 'first.jwt';
    connectRealtime({ getToken: () => token });
    expect(captured.url()).toBe('ws://localhost/cable?token=first.jwt');
    token = 'second.jwt';
    expect(captured.url()).toBe('ws://localhost/cable?token=second.jwt');
  });

  it('uses wss on an https page and keeps a given cable URL', () => {
    expect(defaultCableUrl({ protocol: 'https:', host: 'app.example.com' })).toBe('wss://app.example.com/cable');
    expect(cableUrlWithToken('ws://api.test/cable?v=1', 'a b')).toBe('ws://api.test/cable?v=1&token=a%20b');
  });

  it('subscribes to the UserDirectChannel and re-broadcasts each message as a server: event', () => {
    const { captured } = fakeConsumer();
    const onEvent = jest.fn();
    const heard = jest.fn();
    window.addEventListener('server:CsvGenerationComplete', heard);
    connectRealtime({ getToken: () => 'jwt', onEvent });
    expect(captured.channel).toEqual({ channel: 'UserDirectChannel' });

    const message = { event: 'CsvGenerationComplete', data: { file_id: 3, file_url: '/uploads/reports/a.csv' } };
    captured.mixin.received(message);
    captured.mixin.received({ data: 'no event name' });
    window.removeEventListener('server:CsvGenerationComplete', heard);

    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(message);
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual(message.data);
  });

  it('returns a function that disconnects for good', () => {
    const { consumer, captured } = fakeConsumer();
    const refreshToken = jest.fn(() => Promise.resolve());
    const disconnect = connectRealtime({ getToken: () => 'jwt', refreshToken });
    disconnect();
    captured.mixin.disconnected({ willAttemptReconnect: false });
    expect(consumer.disconnect).toHaveBeenCalledTimes(1);
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('after a refusal, reconnects once with a fresh token', async () => {
    const { consumer, captured } = fakeConsumer();
    let token = 'expired.jwt';
    const refreshToken = jest.fn(async () => {
      token = 'fresh.jwt';
    });
    connectRealtime({ getToken: () => token, refreshToken });
    captured.url();
    captured.mixin.disconnected({ willAttemptReconnect: false });
    captured.mixin.disconnected({ willAttemptReconnect: false });
    await Promise.resolve();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(consumer.connect).toHaveBeenCalledTimes(1);
  });

  it('does not reconnect when refreshing brings no new token, nor on a drop it will retry itself', async () => {
    const { consumer, captured } = fakeConsumer();
    const refreshToken = jest.fn(() => Promise.resolve());
    connectRealtime({ getToken: () => 'same.jwt', refreshToken });
    captured.url();
    captured.mixin.disconnected({ willAttemptReconnect: true });
    expect(refreshToken).not.toHaveBeenCalled();
    captured.mixin.disconnected({ willAttemptReconnect: false });
    await Promise.resolve();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(consumer.connect).not.toHaveBeenCalled();
  });
});
