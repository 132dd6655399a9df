import { createAnalyticsClient, noopAnalyticsClient } from './analytics-client';
import { createExperimentClient, noopExperimentClient, type FetchVariants } from './experiment-client';
import { createMonitoringClient, noopMonitoringClient } from './monitoring-client';
import { createSupportChat, noopSupportChat } from './support-chat';

const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
const sentEvents = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(String(body)) }));

beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  delete window.supportChatSettings;
});

const replayOn = { enabled: true, internalEmailDomain: 'laurel.example' };
const replayOff = { enabled: false, internalEmailDomain: 'laurel.example' };

describe('analytics', () => {
  test('off without an event host', () => {
    expect(createAnalyticsClient({ eventHost: '', key: '', sessionReplay: replayOff })).toBe(noopAnalyticsClient);
  });

  test('identify and track post to the event host', () => {
    const analytics = createAnalyticsClient({
      eventHost: 'https://events.example/',
      key: 'k',
      sessionReplay: replayOn,
    });
    analytics.identify('7', { company_id: 3 });
    analytics.track('recognition_given', { points: 10 });
    expect(sentEvents()).toEqual([
      {
        url: 'https://events.example/events',
        body: { api_key: 'k', type: 'identify', user_id: '7', traits: { company_id: 3 } },
      },
      {
        url: 'https://events.example/events',
        body: { api_key: 'k', type: 'track', user_id: '7', event: 'recognition_given', properties: { points: 10 } },
      },
    ]);
  });

  test('a session drawn into replay says so on every later event', () => {
    const analytics = createAnalyticsClient({ eventHost: 'https://events.example', key: 'k', sessionReplay: replayOn });
    expect(analytics.startSessionReplay(1, () => 0.99)).toBe(true);
    analytics.track('opened');
    expect(sentEvents()[0]?.body).toMatchObject({ event: 'opened', session_replay: true });
  });

  test.each([
    ['a rate of 0', replayOn, 0, 0],
    ['a draw at or above the rate', replayOn, 0.2, 0.2],
    ['replay off on this host', replayOff, 1, 0],
  ])('%s leaves the session out of replay', (_case, sessionReplay, rate, draw) => {
    const analytics = createAnalyticsClient({ eventHost: 'https://events.example', key: 'k', sessionReplay });
    expect(analytics.startSessionReplay(rate, () => draw)).toBe(false);
    analytics.identify('7');
    expect(sentEvents()[0]?.body).toMatchObject({ type: 'identify', session_replay: false });
  });

  test('without an event host nothing is replayed', () => {
    expect(noopAnalyticsClient.startSessionReplay(1)).toBe(false);
  });

  test('falls back to a keep-alive fetch when the beacon is refused', () => {
    sendBeacon.mockReturnValueOnce(false);
    const fetchSpy = jest.fn(() => Promise.resolve(new Object()));
    Object.assign(globalThis, { fetch: fetchSpy });
    createAnalyticsClient({ eventHost: 'https://events.example', key: 'k', sessionReplay: replayOn }).track('x');
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://events.example/events',
      expect.objectContaining({ keepalive: true }),
    );
    Reflect.deleteProperty(globalThis, 'fetch');
  });
});

describe('experiments', () => {
  test('off without a feature host: every flag is on its default', async () => {
    const experiment = createExperimentClient({ featureHost: '', apiKey: '' });
    expect(experiment).toBe(noopExperimentClient);
    await experiment.fetchVariants('7');
    expect(experiment.variant('one-on-ones')).toBeUndefined();
  });

  test('a feature host without an API key is refused', () => {
    expect(() => createExperimentClient({ featureHost: 'https://features.example', apiKey: '' })).toThrow(
      'No experiment API key provided',
    );
  });

  test("reads the user's variants from the feature host", async () => {
    const fetchVariants = jest.fn<ReturnType<FetchVariants>, Parameters<FetchVariants>>(() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve({ 'one-on-ones': 'treatment', broken: 3 }) }),
    );
    const experiment = createExperimentClient({ featureHost: 'https://features.example', apiKey: 'ek' }, fetchVariants);
    await experiment.fetchVariants('7');
    expect(fetchVariants).toHaveBeenCalledWith('https://features.example/variants?user_id=7', {
      headers: { Authorization: 'Api-Key ek' },
    });
    expect(experiment.variant('one-on-ones')).toBe('treatment');
    expect(experiment.variant('broken')).toBeUndefined();
    expect(experiment.variant('constructor')).toBeUndefined();
  });

  test('an unreachable feature host leaves the defaults', async () => {
    const experiment = createExperimentClient({ featureHost: 'https://features.example', apiKey: 'ek' }, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(experiment.fetchVariants('7')).resolves.toBeUndefined();
    expect(experiment.variant('one-on-ones')).toBeUndefined();
  });
});

describe('monitoring', () => {
  const on = { host: 'https://monitoring.example', replaySampleRate: 0.2, sessionSampleRate: 1 };

  test('off without a host or outside the session sample (development samples nothing)', () => {
    expect(createMonitoringClient({ ...on, host: '' })).toBe(noopMonitoringClient);
    expect(createMonitoringClient({ host: on.host, replaySampleRate: 0, sessionSampleRate: 0 }, () => 0)).toBe(
      noopMonitoringClient,
    );
  });

  test('reports an error with whether this session is in the replay sample', () => {
    const draws = [0.99, 0.1];
    createMonitoringClient(on, () => draws.shift() ?? 1).captureError(new RangeError('boom'));
    createMonitoringClient(on, () => 0.5).captureError('plain');
    expect(sentEvents().map(({ url, body }) => [url, body.name, body.message, body.replay_sampled])).toEqual([
      ['https://monitoring.example/errors', 'RangeError', 'boom', true],
      ['https://monitoring.example/errors', 'NonError', 'plain', false],
    ]);
  });
});

describe('support chat', () => {
  test('off without an app id', () => {
    expect(createSupportChat({ appId: '' })).toBe(noopSupportChat);
  });

  test('boot publishes the settings the vendor snippet reads', () => {
    createSupportChat({ appId: 'chat-app' }).boot('user-hash');
    expect(window.supportChatSettings).toEqual({ app_id: 'chat-app', user_hash: 'user-hash' });
  });
});
